import { produce, type Draft } from 'immer';

/*
 * How a paged list's pages become the list shown (core/render/use-paged-call.ts): the first page
 * starts it, each next page is merged in with immer (a new list, only what changed new, the pages'
 * objects shared). Pure: unit-tested (tests/unit/paged-merge.test.ts).
 */

export interface PageMerge<A, M> {
  /** The list as the first page makes it. */
  start: (first: A) => M;
  /** Adds a next page to the list (an immer draft: push, assign). */
  merge: (list: Draft<M>, page: A) => void;
}

/** The list of the first page and the next ones, in order. */
export function mergePages<A, M>(rule: PageMerge<A, M>, first: A, next: readonly A[]): M {
  let list = rule.start(first);
  for (const page of next) list = produce(list, (draft) => rule.merge(draft, page));
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
