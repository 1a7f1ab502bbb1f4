import type { Vote, VoteOption } from '../../../schemas/generated/types.ts';

/** Spec 2 §7: the vote call. */
export const VOTE_ADD_PATH = '/api/cms/client/act/voteData/add';
/** Spec 2 §3: vote type '0' is the two-option head-to-head vote; any other is multi-option. */
export const TWO_OPTION_VOTE_TYPE = '0';
/** Spec 2 §4: a reader votes once, for one option; the call says so. */
export const MULTI_VOTING = false;

export const isTwoOption = (vote: Vote): boolean => vote.type === TWO_OPTION_VOTE_TYPE;

/** Spec 2 §4: any option marked hasVoted means this reader already voted. */
export const hasVoted = (vote: Vote): boolean => vote.items.some((option) => option.hasVoted === true);

/** Spec 2 §4: results show after voting, or when the vote ended, or when already voted. */
export const showsResults = (vote: Vote): boolean => vote.end === true || hasVoted(vote);

/** Spec 2 §4: voting is allowed once, and not after the end. */
export const canVote = (vote: Vote): boolean => !showsResults(vote);

/** Total votes: the CMS's voteTotal, or the options' counts added up when it sent none. */
export function voteTotal(vote: Vote): number {
  if (typeof vote.voteTotal === 'number') return vote.voteTotal;
  return vote.items.reduce((sum, option) => sum + (option.viewValue ?? 0), 0);
}

/** Spec 2 §4: after a successful vote the option's count and the total rise by 1 and the option is marked voted. */
export function applyVote(vote: Vote, itemId: string): Vote {
  // Spread by hand, not immer: this runs in the feed's chunk, which every feed page loads before it is ready.
  if (!vote.items.some((option) => option.id === itemId)) return vote;
  return {
    ...vote,
    voteTotal: voteTotal(vote) + 1,
    items: vote.items.map((option): VoteOption => (option.id === itemId ? { ...option, viewValue: (option.viewValue ?? 0) + 1, hasVoted: true } : option)),
  };
}

/** A multi-option result bar: the option's share of all votes, 0..100 (0 while nobody voted). */
export function optionShare(option: VoteOption, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, ((option.viewValue ?? 0) * 100) / total));
}

/** Options in the CMS's display order (index), the order they came in otherwise. */
export function orderedOptions(vote: Vote): VoteOption[] {
  return vote.items
    .map((option, position) => ({ option, position }))
    // oxlint-disable-next-line unicorn/no-array-sort -- toSorted is Chrome 110 / iOS 16, above the browser floor; the array is a fresh copy
    .sort((a, b) => (a.option.index ?? a.position) - (b.option.index ?? b.position) || a.position - b.position)
    .map(({ option }) => option);
}
