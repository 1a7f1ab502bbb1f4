import { SEARCH_TABS, type SearchTab } from './search-calls.ts';

/**
 * Issue 28: the search lives in the page's address. `text` is the search shown (spec 2 §2's query
 * text), `tab` the result tab; the history entry's state says which search the entry showed (so a
 * reload does not save it to the history again) and how many searches the page pushed.
 * Pure: the search page applies them.
 */

/** Spec 2 §2: the query parameter of the search text. */
export const SEARCH_TEXT_QUERY = 'text';
/** Ours: the query parameter of the result tab shown (the first tab, news, when absent). */
export const SEARCH_TAB_QUERY = 'tab';
/** The key of this page's part of a history entry's state (other parts of the state are kept). */
export const SEARCH_STATE_KEY = 'search';

/** What the search page wrote into an entry's history state. */
export interface SearchEntry {
  /** The text whose search this entry shows ('' for the history). */
  text: string;
  /** Whether the reader submitted it (saved to the history), not only typed it. */
  submitted: boolean;
  /** How many search entries the page pushed before this one (cancel on an empty box leaves them all). */
  depth: number;
}

/** The result tab an address names; anything else is the first. */
export function searchTabOf(value: string | null | undefined): SearchTab {
  return SEARCH_TABS.find((tab) => tab === value) ?? SEARCH_TABS[0];
}

/** The address's search: its text (empty without one) and its tab. */
export function readSearchAddress(search: string): { text: string; tab: SearchTab } {
  const query = new URLSearchParams(search);
  return { text: query.get(SEARCH_TEXT_QUERY) ?? '', tab: searchTabOf(query.get(SEARCH_TAB_QUERY)) };
}

/**
 * The query with the search changed and every other parameter kept (searchType, lang, preview…):
 * a text or tab given is set, `null` removes it; the first tab is never written (the default).
 */
export function withSearch(search: string, change: { text?: string | null; tab?: SearchTab | null }): string {
  const query = new URLSearchParams(search);
  if (change.text === null) query.delete(SEARCH_TEXT_QUERY);
  else if (change.text !== undefined) query.set(SEARCH_TEXT_QUERY, change.text);
  if (change.tab === null || change.tab === SEARCH_TABS[0]) query.delete(SEARCH_TAB_QUERY);
  else if (change.tab !== undefined) query.set(SEARCH_TAB_QUERY, change.tab);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** This page's part of a history entry's state, when it wrote one. */
export function searchEntryOf(state: unknown): SearchEntry | null {
  if (state === null || typeof state !== 'object' || !Object.prototype.hasOwnProperty.call(state, SEARCH_STATE_KEY)) return null;
  const entry: unknown = (state as Record<string, unknown>)[SEARCH_STATE_KEY];
  if (entry === null || typeof entry !== 'object') return null;
  const { text, submitted, depth } = entry as Partial<SearchEntry>;
  const valid = typeof text === 'string' && typeof submitted === 'boolean' && typeof depth === 'number' && Number.isInteger(depth) && depth >= 0;
  return valid ? { text, submitted, depth } : null;
}

/** A history state with this page's part set, the rest as it was. */
export function withSearchEntry(state: unknown, entry: SearchEntry): Record<string, unknown> {
  const rest = state !== null && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : {};
  return { ...rest, [SEARCH_STATE_KEY]: entry };
}

/**
 * Arriving with a text is a search the reader asked for (a link, the favourites' search): it goes
 * into the history, unless this entry showed it already (a reload, or back to it): a search typed
 * and never submitted is not saved by a reload either.
 */
export function savesOnArrival(state: unknown, text: string): boolean {
  return searchEntryOf(state)?.text !== text;
}

/**
 * How a search shown changes the address: an entry keeps one submitted search, so another search
 * (typed or submitted) after it is a new entry (back returns to it); a search typed after a typed
 * one, or submitting the one typed, replaces the entry.
 */
export function addressStep(state: unknown, text: string): 'push' | 'replace' {
  const entry = searchEntryOf(state);
  return entry?.submitted && entry.text !== text ? 'push' : 'replace';
}

/** How many entries back 'cancel' on an empty box goes: past the searches this page pushed, to where the reader came from. */
export function stepsOutOfSearch(state: unknown): number {
  return (searchEntryOf(state)?.depth ?? 0) + 1;
}
