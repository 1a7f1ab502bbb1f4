/*
 * Issue 32: tabs and pages are links to the address that shows them, which the server renders. One
 * place makes those addresses from the page's own (path and query), keeping its other parameters
 * (the language, a search's text).
 */

/**
 * The page's address with the query parameter `name` set to `value`, or left out when `value` is null.
 * Another tab or list starts at its first page: setting anything but the page drops the page (a list's or a feed's).
 */
export function pageAddressWith(path: string, search: string, name: string, value: string | null): string {
  const query = new URLSearchParams(search);
  for (const paging of [LIST_PAGE_QUERY, LIST_AFTER_QUERY]) if (name !== paging) query.delete(paging);
  if (value === null) query.delete(name);
  else query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The query parameter naming the page of a paged list the address shows ('more' without scripts leads there). */
export const LIST_PAGE_QUERY = 'page';

/**
 * The query parameter naming where a list's page starts when it pages by a cursor: a feed's after an item of
 * its last panel (core/domain/feed/feed-cursor.ts), a comment's replies after those shown (reply-cursor.ts).
 */
export const LIST_AFTER_QUERY = 'after';

/** Our bound: a list's page from the address is at most this (a larger one is read as the first). */
export const LIST_PAGE_MAX = 1000;

/** The list's page the address names (from 1): a whole number 1 to LIST_PAGE_MAX, anything else the first. */
export function listPageOf(search: string): number {
  const text = new URLSearchParams(search).get(LIST_PAGE_QUERY)?.trim() ?? '';
  const page = /^\d{1,4}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= LIST_PAGE_MAX ? page : 1;
}

/** The address of a list's page `page` (the first leaves the parameter out). */
export const listPageAddress = (path: string, search: string, page: number): string => pageAddressWith(path, search, LIST_PAGE_QUERY, page > 1 ? String(page) : null);

/** The page the reader came from when it is one of ours (a link back to it), else null. */
export function referringPage(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    return from.origin === origin ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}
