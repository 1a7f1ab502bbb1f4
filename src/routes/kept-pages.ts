import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/**
 * Issue 28: the pages of the last few history entries stay mounted, hidden (React's Activity: their
 * state kept, their effects stopped), so back and forward show them as the reader left them. One
 * page per entry; its router reads the entry's own address while hidden (the hooks come with the
 * history keeper, src/routes/history-keeper.ts, which loads after the page is ready: until then the
 * one page reads the browser's address, as any page did).
 */
export interface KeptPage {
  key: string;
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

export interface KeptPages {
  pages: readonly KeptPage[];
  shown: KeptPage;
}

const first: KeptPage = { key: '0' };
const initial: KeptPages = { pages: [first], shown: first };
let read = (): KeptPages => initial;

const keptPages = (): KeptPages => read();

/**
 * The pages kept and the one shown (the same object until it changes), read on each change of
 * address through the router's own subscription: in one render with the pages' own reading of it.
 */
export const useKeptPages = (): KeptPages => (useLocationProperty as unknown as (read: () => KeptPages, onServer: () => KeptPages) => KeptPages)(keptPages, keptPages);

/** The history keeper takes over the snapshot; `first` is the page already rendered. */
export const keepPagesBy = (reader: (first: KeptPage) => () => KeptPages): void => {
  read = reader(first);
};
