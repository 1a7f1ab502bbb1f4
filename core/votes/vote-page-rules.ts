import { validateAs } from '../schema/validate.ts';
import type { ContentItem, Vote } from '../../schemas/generated/types.ts';

/** Spec 2 §7: the 'more votes' list of a vote. */
export const moreVotesPath = (activityId: string): string => `/api/cms/client/act/voteData/more/${encodeURIComponent(activityId)}`;
/** The CMS refuses a second vote with 4201 and a vote after its end with 4202 (server/README.md). */
export const VOTE_ALREADY_CODE = 4201;
export const VOTE_ENDED_CODE = 4202;
/** Spec 2 §7: the vote page reports this event when it is opened. */
export const VOTE_PAGE_VIEW_EVENT = 'vote_page_view';

/** Spec 2 §2: the vote detail page of a content (its vote item's detailUrl). */
export const voteDetailsHref = (newsId: string): string => `/voteDetails?newsId=${encodeURIComponent(newsId)}`;

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

/**
 * The CMS sends no list of voters, so the seeded readers' pictures (/media/img/avatar-N.svg, readers
 * 1 to 10; 12 is the official account) stand for them: up to 3 per side, always the same for an option.
 */
export const VOTER_AVATARS_SHOWN = 3;
export const SEEDED_READER_AVATARS = 10;
export const avatarPath = (n: number): string => `/media/img/avatar-${n}.svg`;

export function voterAvatars(optionId: string, votes: number | null | undefined): string[] {
  const shown = Math.max(0, Math.min(VOTER_AVATARS_SHOWN, Math.floor(votes ?? 0)));
  const seed = [...optionId].reduce((sum, character) => (sum * 31 + (character.codePointAt(0) ?? 0)) % 9973, 7);
  return Array.from({ length: shown }, (_, i) => avatarPath(((seed + i * 3) % SEEDED_READER_AVATARS) + 1));
}
