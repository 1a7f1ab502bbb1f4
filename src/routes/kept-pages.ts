import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { useBrowserLocation, useLocationProperty, useSearch as useBrowserSearch } from 'wouter/use-browser-location';

/**
 * Issue 28: the pages of the last few history entries stay mounted, hidden (React's Activity: their
 * state kept, their effects stopped), so back and forward show them as the reader left them. One
 * page per entry; its router reads the entry's own address while hidden. The history keeper
 * (src/routes/history-keeper.ts) loads after the page is ready and takes over the list; the first
 * page has its hooks from its first render, so the takeover changes nothing it renders (a router
 * given hooks later is a new router: the page rendered again, the home's feed afresh).
 */
export interface KeptPage {
  key: string;
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
}

/** A page on screen or kept: entries of the same path in a row share one. */
export interface View {
  page: KeptPage;
  /** The address while shown, last seen: what its router reads while hidden. */
  at: { path: string; search: string };
  hidden: boolean;
}

export interface KeptPages {
  pages: readonly KeptPage[];
  shown: KeptPage;
}

const here = () => (typeof window === 'undefined' ? { path: '/', search: '' } : { path: window.location.pathname, search: window.location.search });

/** A view's router hooks: the browser's address while shown, the view's own while hidden (the same hooks called either way). */
export function viewOf(key: string): View {
  const view = { at: here(), hidden: false } as View;
  function useViewLocation(router: Parameters<BaseLocationHook>[0]) {
    const live = useBrowserLocation(router);
    return view.hidden ? ([view.at.path, live[1]] as typeof live) : live;
  }
  function useViewSearch(router: Parameters<BaseSearchHook>[0]) {
    const live = useBrowserSearch(router);
    return view.hidden ? view.at.search : live;
  }
  view.page = { key, hook: useViewLocation, searchHook: useViewSearch };
  return view;
}

const first = viewOf('0');
const initial: KeptPages = { pages: [first.page], shown: first.page };
let read = (): KeptPages => initial;

const keptPages = (): KeptPages => read();

/**
 * The pages kept and the one shown (the same object until it changes), read on each change of
 * address through the router's own subscription: in one render with the pages' own reading of it.
 */
export const useKeptPages = (): KeptPages => (useLocationProperty as unknown as (read: () => KeptPages, onServer: () => KeptPages) => KeptPages)(keptPages, keptPages);

/** The history keeper takes over the snapshot; `first` is the page already rendered. */
export const keepPagesBy = (reader: (first: View) => () => KeptPages): void => {
  read = reader(first);
};
