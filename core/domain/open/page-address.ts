/*
 * Issue 32: tabs and pages are links to the address that shows them, which the server renders. One
 * place makes those addresses from the page's own (path and query), keeping its other parameters
 * (the language, a search's text).
 */

/** Ours: the page of a paged list an address shows (`?page=2`: its second page; the first when absent). */
export const PAGE_QUERY = 'page';
/** The furthest page an address may ask for (a crawler following 'next' never asks for more than a list holds). */
export const MAX_ADDRESS_PAGE = 500;

/** The page of the list an address shows: a whole number from 1 to MAX_ADDRESS_PAGE, else the first. */
export function listPageOf(search: string): number {
  const raw = new URLSearchParams(search).get(PAGE_QUERY);
  const page = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_ADDRESS_PAGE ? page : 1;
}

/**
 * The page's address with the query parameter `name` set to `value`, or left out when `value` is null.
 * Another tab or list starts at its first page: setting anything but the page drops the page.
 */
export function pageAddressWith(path: string, search: string, name: string, value: string | null): string {
  const query = new URLSearchParams(search);
  if (name !== PAGE_QUERY) query.delete(PAGE_QUERY);
  if (value === null) query.delete(name);
  else query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

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
