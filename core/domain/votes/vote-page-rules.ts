import { ROUTE } from '../../engine/routes/routes.ts';
import { validateAs } from '../../engine/schema/validate.ts';
import { provideBundledReaderValidators } from '../../engine/schema/reader-validators.ts';
import type { ContentItem, Vote, VoteOption } from '../../../schemas/generated/types.ts';
import { allowedBodyUrl, siteOrWebAddress } from '../../engine/sanitize/url-policy.ts';

// The vote is judged while the page renders it: the validators come with these rules.
provideBundledReaderValidators();

/** Spec 2 §7: the 'more votes' list of a vote. */
export const moreVotesPath = (activityId: string): string => `/api/cms/client/act/voteData/more/${encodeURIComponent(activityId)}`;
/** The CMS refuses a second vote with 4201 and a vote after its end with 4202 (cms/README.md). */
export const VOTE_ALREADY_CODE = 4201;
export const VOTE_ENDED_CODE = 4202;
/** Spec 2 §7: the vote page reports this event when it is opened. */
export const VOTE_PAGE_VIEW_EVENT = 'vote_page_view';

/** Spec 2 §2: the vote detail page of a content (its vote item's detailUrl). */
export const voteDetailsHref = (newsId: string): string => ROUTE.voteDetails.link({ newsId });

/** The refusals after which the page asks the CMS again: the reader's vote, or the end, is there already. */
export function isVoteRefusal(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const code = Number((answer as { code?: unknown }).code);
  return code === VOTE_ALREADY_CODE || code === VOTE_ENDED_CODE;
}

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

/** Spec 2 §2: a two-option side shows the pictures of its latest voters, up to three. */
export const VOTER_AVATARS_SHOWN = 3;

/** The usable pictures among an option's voters (web addresses only, no repeats), newest first. */
export function voterPictures(option: Pick<VoteOption, 'voterHeads'>, base: string): string[] {
  const heads = Array.isArray(option.voterHeads) ? option.voterHeads : [];
  // A site path stays one: the server's page and the browser's then name the same picture, whatever host serves them.
  const usable = heads.flatMap((head) => siteOrWebAddress(head) ?? allowedBodyUrl(head, base, 'media') ?? []);
  return [...new Set(usable)].slice(0, VOTER_AVATARS_SHOWN);
}
