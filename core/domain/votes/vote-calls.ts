import { DETAIL_PATH, listOf, recordCall, type RecordParams } from '../detail/detail-api.ts';
import { defineCall } from '../../engine/http/call.ts';
import { validateAs } from '../../engine/schema/validate.ts';
import type { ContentItem, Vote } from '../../../schemas/generated/types.ts';
import { moreVotesPath } from './vote-page-rules.ts';

/*
 * The vote is judged (the card-vote schema) as its call reads the answer, never while a page renders:
 * the server's reading is the page's seed, so a server-rendered vote hydrates without the validators,
 * which come with the page's first answer from the network (core/engine/http/call-cache.ts).
 */

/**
 * An item's vote when it has a usable one: the card-vote schema's rules (extend.vote with its options;
 * spec 2 §5: a two-option vote needs at least 2).
 */
export function voteOf(item: unknown): Vote | null {
  const checked = validateAs<ContentItem>('card-vote', item);
  return checked.ok ? (checked.value.extend?.vote ?? null) : null;
}

/** The items of 'more votes' that carry a usable vote, in the CMS's order. */
export function votesOf(list: readonly unknown[]): { item: ContentItem; vote: Vote }[] {
  return list.flatMap((raw) => {
    const checked = validateAs<ContentItem>('card-vote', raw);
    const vote = checked.ok ? checked.value.extend?.vote : null;
    return checked.ok && vote ? [{ item: checked.value, vote }] : [];
  });
}

/** What the vote page shows: the content and its vote, when it has a usable one (else the page says so). */
export interface VoteRecord {
  item: ContentItem;
  vote: Vote | null;
}

const voteContentCall = recordCall<ContentItem>('vote detail', DETAIL_PATH, 'content-item');

/** Spec 2 §7: the vote page's detail call (the content's detail), read with its vote. */
export const voteDetailCall = defineCall<RecordParams, VoteRecord>({
  ...voteContentCall,
  read: (answer, params) => {
    const item = voteContentCall.read(answer, params);
    return { item, vote: voteOf(item) };
  },
});

/** Spec 2 §2, §7: the recommended votes under a vote ('more votes'); the page hides them when the call fails, without a notice. */
export const moreVotesCall = defineCall<{ activityId: string }, { item: ContentItem; vote: Vote }[]>({
  name: 'more votes',
  path: ({ activityId }) => moreVotesPath(activityId),
  read: (answer) => votesOf(listOf(answer)),
  notify: false, // the page does without it when it fails: it hides instead
});
