import type { MessageKey } from '../../core/engine/i18n/i18n.ts';

/** Spec 2 §9: a pull of 100 px or more refreshes (or loads more) on release. */
export const PULL_THRESHOLD_PX = 100;
/** Spec 2 §9: the pulled content springs back in 600 ms. */
export const BOUNCE_BACK_MS = 600;
/** Height the refresh head keeps while loading (our choice: room for one line of text and a spinner). */
export const REFRESH_HOLD_PX = 50;
/** Beyond the threshold the content follows the finger at half speed, so a pull can't run away (our choice). */
export const OVERPULL_DAMPING = 0.5;
/** Below this a mouse press is a click, not a pull (our choice). */
export const PULL_START_SLOP_PX = 4;

/** Spec 2 §4: pull-refresh states pull, release, loading, success, fail (idle: nothing shown). */
export type RefreshPhase = 'idle' | 'pull' | 'release' | 'loading' | 'success' | 'fail';
/** Spec 2 §4: load-more states pull, release, loading, no more data (plus the load's outcome). */
export type LoadMorePhase = 'pull' | 'release' | 'loading' | 'success' | 'fail' | 'no-more';

/** Pulled at least the threshold: releasing now acts. */
export const pastThreshold = (distance: number): boolean => distance >= PULL_THRESHOLD_PX;

/** How far the content moves for a pull of `distance` px. */
export function pullOffset(distance: number): number {
  if (distance <= 0) return 0;
  return distance <= PULL_THRESHOLD_PX ? distance : PULL_THRESHOLD_PX + (distance - PULL_THRESHOLD_PX) * OVERPULL_DAMPING;
}

/** Spec 1 §9 / spec 2 §4 texts of each pull-refresh state. */
export const REFRESH_TEXT: Record<Exclude<RefreshPhase, 'idle'>, MessageKey> = {
  pull: 'feed.pullToRefresh',
  release: 'feed.releaseToRefresh',
  loading: 'common.loading',
  success: 'feed.refreshSuccess',
  fail: 'feed.refreshFailure',
};

/** Spec 1 §9: what the list says when it knows a newer answer than the one shown. */
export const NEWER_TEXT: MessageKey = 'feed.newUpdates';

/** Spec 1 §9 / spec 2 §4 texts of each load-more state. */
export const LOAD_MORE_TEXT: Record<LoadMorePhase, MessageKey> = {
  pull: 'feed.pullToLoadMore',
  release: 'feed.releaseToLoadMore',
  loading: 'common.loading',
  success: 'feed.loadSuccess',
  fail: 'feed.loadFailure',
  'no-more': 'feed.noMoreData',
};
