/*
 * Issue 32: tabs and pages are links to the address that shows them, which the server renders. One
 * place makes those addresses from the page's own (path and query), keeping its other parameters
 * (the language, a search's text).
 */

/** The page's address with the query parameter `name` set to `value`, or left out when `value` is null. */
export function pageAddressWith(path: string, search: string, name: string, value: string | null): string {
  const query = new URLSearchParams(search);
  if (value === null) query.delete(name);
  else query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
