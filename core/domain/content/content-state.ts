import { proxy, ref } from 'valtio/vanilla';
import type { ContentItem, Vote } from '../../../schemas/generated/types.ts';
import { applyToggle, safeCount, type ToggleState } from '../interactions/toggle.ts';
import { applyVote } from '../votes/vote-rules.ts';
import { followTargetOf } from './authors.ts';

/**
 * Issue 27: the reader's marks on content (liked, favourited, voted, with their counts) and on users
 * (followed), one store per engine, so every screen of the page shows the same state. Answers that
 * carry marks are recorded as they are shown; the reader's own actions are recorded as they succeed
 * and stand for the rest of the page: an answer may have been asked before the tap.
 *
 * Keys are CMS ids, which never become bare keys of plain objects (`keyOf`). A vote is kept as a
 * `ref`: a whole value replaced on change, so valtio neither wraps nor changes the answer's object.
 */

export type ToggleKind = 'like' | 'favourite';

/** One recorded value and who set it. */
export interface Mark<T> {
  value: T;
  /** The reader set it on this page: later answers do not undo it. */
  byReader: boolean;
}

export interface ContentMarks {
  like?: Mark<ToggleState>;
  favourite?: Mark<ToggleState>;
}

export interface ContentState {
  /** By content id. */
  contents: Record<string, ContentMarks>;
  /** Following or not, by user id. */
  users: Record<string, Mark<boolean>>;
  /** A vote's options, counts and the reader's choice, by its activity id. */
  votes: Record<string, Mark<Vote>>;
}

export const keyOf = (id: string): string => `#${id}`;

export function createContentState(): ContentState {
  return proxy<ContentState>({ contents: {}, users: {}, votes: {} });
}

/** One store per engine (its bus): a server render has its own, so one reader's marks never reach another. */
const stores = new WeakMap<object, ContentState>();
export function contentStateOf(owner: object): ContentState {
  let state = stores.get(owner);
  if (!state) {
    state = createContentState();
    stores.set(owner, state);
  }
  return state;
}

/**
 * An answer's value, unless the reader set this mark on the page. The same value keeps the mark as it
 * is: an answer shown again changes nothing, and no screen renders again for it.
 */
function answered<T>(mark: Mark<T> | undefined, value: T, same: (a: T, b: T) => boolean = Object.is): Mark<T> {
  return mark && (mark.byReader || same(mark.value, value)) ? mark : { value, byReader: false };
}

const sameToggle = (a: ToggleState, b: ToggleState): boolean => a.active === b.active && a.count === b.count;

function contentMarks(state: ContentState, id: string): ContentMarks {
  const key = keyOf(id);
  return (state.contents[key] ??= {});
}

/** What an item says of one toggle (spec 2 §4: whetherLike / whetherFavor and their counts). */
export function toggleOfItem(item: ContentItem, kind: ToggleKind): ToggleState {
  return kind === 'like'
    ? { active: item.whetherLike === true, count: safeCount(item.likeCountShow) }
    : { active: item.whetherFavor === true, count: safeCount(item.favorCountShow) };
}

const carries = (item: ContentItem, kind: ToggleKind): boolean =>
  kind === 'like' ? item.whetherLike != null || item.likeCountShow != null : item.whetherFavor != null || item.favorCountShow != null;

/** Records the marks an answer's item carries (feed items, details, search results, dynamics); votes are recorded as validated (`recordVote`). */
export function recordItem(state: ContentState, item: ContentItem): void {
  for (const kind of ['like', 'favourite'] as const) {
    if (!carries(item, kind)) continue;
    const marks = contentMarks(state, item.id);
    marks[kind] = answered(marks[kind], toggleOfItem(item, kind), sameToggle);
  }
  const following: unknown = Reflect.get(item, 'whetherFollow');
  const user = followTargetOf(item);
  if (user && typeof following === 'boolean') recordFollowing(state, user, following);
}

export function recordFollowing(state: ContentState, userId: string, following: boolean): void {
  const key = keyOf(userId);
  state.users[key] = answered(state.users[key], following);
}

export function recordVote(state: ContentState, vote: Vote): void {
  const key = keyOf(vote.activityId);
  state.votes[key] = answered(state.votes[key], ref(vote));
}

/** The state a toggle shows: the store's, else the item's own. */
export function toggleShown(state: ContentState, item: ContentItem, kind: ToggleKind): ToggleState {
  return state.contents[keyOf(item.id)]?.[kind]?.value ?? toggleOfItem(item, kind);
}

/** The server said the toggle is now `active`: the count moves only when the state really changed. */
export function readerToggled(state: ContentState, item: ContentItem, kind: ToggleKind, active: boolean): ToggleState {
  const next = applyToggle(toggleShown(state, item, kind), active);
  contentMarks(state, item.id)[kind] = { value: next, byReader: true };
  return next;
}

export const followingShown = (state: ContentState, userId: string, fallback: boolean): boolean => state.users[keyOf(userId)]?.value ?? fallback;

export function readerFollowed(state: ContentState, userId: string, following: boolean): void {
  state.users[keyOf(userId)] = { value: following, byReader: true };
}

export const voteShown = (state: ContentState, vote: Vote): Vote => state.votes[keyOf(vote.activityId)]?.value ?? vote;

/** Spec 2 §4: the reader's vote for `itemId` counted (one more for the option and the total). */
export function readerVoted(state: ContentState, vote: Vote, itemId: string): void {
  state.votes[keyOf(vote.activityId)] = { value: ref(applyVote(voteShown(state, vote), itemId)), byReader: true };
}

/** The reader took the content out of their favourites on this page (a favourites list leaves its row out). */
export function unfavouredByReader(state: ContentState, id: string): boolean {
  const mark = state.contents[keyOf(id)]?.favourite;
  return mark?.byReader === true && !mark.value.active;
}
