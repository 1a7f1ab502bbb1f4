import { ROUTE } from '../../engine/routes/routes.ts';
import type { VoteOption } from '../../../schemas/generated/types.ts';
import { allowedBodyUrl, siteOrWebAddress } from '../../engine/sanitize/url-policy.ts';

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

/** Spec 2 §2: a two-option side shows the pictures of its latest voters, up to three. */
export const VOTER_AVATARS_SHOWN = 3;

/** The usable pictures among an option's voters (web addresses only, no repeats), newest first. */
export function voterPictures(option: Pick<VoteOption, 'voterHeads'>, base: string): string[] {
  const heads = Array.isArray(option.voterHeads) ? option.voterHeads : [];
  // A site path stays one: the server's page and the browser's then name the same picture, whatever host serves them.
  const usable = heads.flatMap((head) => siteOrWebAddress(head) ?? allowedBodyUrl(head, base, 'media') ?? []);
  return [...new Set(usable)].slice(0, VOTER_AVATARS_SHOWN);
}
