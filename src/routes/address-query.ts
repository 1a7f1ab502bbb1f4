import { useEffect } from 'react';
import { useEngine } from '../../core/engine/render/engine.tsx';

/** How much of an ignored value a report carries. */
const REPORTED_VALUE_LENGTH = 80;

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

/**
 * A part of the address the page could not use (`name=value`: a cursor it cannot read, a topic the
 * list does not have) is ignored (the page shows as without it) and reported, as a page error the
 * render reports carry, once per value.
 */
export function useIgnoredQueryReport(name: string, value: string | null, ignored: boolean): void {
  const { bus } = useEngine();
  useEffect(() => {
    if (value === null || !ignored) return;
    bus.emit('page:error', { where: `address:${name}`, error: new Error(`${name}=${value.slice(0, REPORTED_VALUE_LENGTH)} ignored`) });
  }, [bus, name, value, ignored]);
}
