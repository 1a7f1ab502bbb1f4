import type { Draft, produce } from 'immer';
import { loadOnce } from '../env/load-once.ts';

/*
 * How a paged list's pages become the list shown (core/engine/render/use-paged-call.ts): the first page
 * starts it, each next page is merged in with immer (a new list, only what changed new, the pages'
 * objects shared). Pure: unit-tested (tests/unit/paged-merge.test.ts).
 */

/** immer's `produce`: what merges a next page. */
export type Produce = typeof produce;

/**
 * immer (4 KB gz) loads with a list's second page: the first page, which the server renders and the
 * page hydrates, needs none of it, so a list page does not wait for it before it is ready.
 */
export const loadPageMerger = /* @__PURE__ */ loadOnce((): Promise<Produce> => import('immer').then((immer) => immer.produce));

export interface PageMerge<A, M> {
  /** The list as the first page makes it. */
  start: (first: A) => M;
  /** Adds a next page to the list (an immer draft: push, assign). */
  merge: (list: Draft<M>, page: A) => void;
}

/** The list of the first page and the next ones, in order; `merger` (loadPageMerger's) is needed once there is a next one. */
export function mergePages<A, M>(rule: PageMerge<A, M>, first: A, next: readonly A[], merger: Produce | null): M {
  let list = rule.start(first);
  if (next.length === 0) return list;
  if (!merger) throw new Error('a next page merged before immer came (loadPageMerger)');
  for (const page of next) list = merger(list, (draft) => rule.merge(draft, page));
  return list;
}

/** Appends the page's items whose id the list does not show yet (a page that moved on meanwhile repeats some). */
export function appendUnseen<T extends { id: string }>(list: T[], page: readonly T[]): void {
  const known = new Set(list.map((item) => item.id));
  for (const item of page) {
    if (known.has(item.id)) continue;
    known.add(item.id);
    list.push(item);
  }
}
