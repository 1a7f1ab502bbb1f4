/**
 * The address keeps what the reader chose on the page (a tab, a filter: `name`, or its absence when
 * `value` is null), so a reload or a shared link opens it again; the history entry is replaced, its
 * state and the address's other parameters kept.
 */
export function keepQueryInAddress(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(name) === value) return;
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
