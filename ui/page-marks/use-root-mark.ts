import { useEffect } from 'react';

/** Page chrome that docks at the bottom: the article's action bar. The 'open the app' strip docks above it. */
export const BOTTOM_BAR_MARK = 'data-bottom-bar';
/** The 'open the app' strip is on the page: the page keeps room for it at its end. */
export const OPEN_APP_STRIP_MARK = 'data-open-app-strip';

const holders = new Map<string, number>();

/**
 * Marks <html> with `attribute` while a component using this is on the page (a kept page hidden is
 * not: its effects are stopped), so styles elsewhere can answer to it: what `body:has(...)` said,
 * which Safari before 15.4 (iOS 13–15 readers) does not read.
 */
export function useRootMark(attribute: string): void {
  useEffect(() => {
    holders.set(attribute, (holders.get(attribute) ?? 0) + 1);
    document.documentElement.setAttribute(attribute, '');
    return () => {
      const left = (holders.get(attribute) ?? 1) - 1;
      holders.set(attribute, left);
      if (left === 0) document.documentElement.removeAttribute(attribute);
    };
  }, [attribute]);
}
