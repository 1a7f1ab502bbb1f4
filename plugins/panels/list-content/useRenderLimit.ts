import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../../../core/engine/env/idle.ts';

/** The first render's limit never changes by itself. */
const noChanges = () => () => {};

export interface RenderLimitOptions {
  /** Items rendered at first. */
  first: number;
  /** Items added at a time. */
  step: number;
  /** A step is added at once when the rendered end comes this close below the viewport. */
  aheadPx: number;
  /** Otherwise steps are added while the page is idle, at the latest after this long. */
  idleTimeoutMs: number;
  /** Where the browser has no idle callbacks: the pause between steps. */
  pauseMs: number;
}

/**
 * How many of a long list are rendered: `first` at first, then `step` more at a time, right away
 * when the reader nears the rendered end (a sentinel there, observed afresh after each step), and in
 * the page's idle time otherwise, so the whole list is there soon without one long task. Each step
 * is a transition: React renders it in slices, yielding to scrolling and input.
 */
export function useRenderLimit(
  total: number,
  { first, step, aheadPx, idleTimeoutMs, pauseMs }: RenderLimitOptions,
): { limit: number; sentinel: ((node: HTMLElement | null) => (() => void) | undefined) | null } {
  // The server renders the whole list, and the page hydrates it whole (React's server snapshot, while
  // hydrating): a page without scripts, or whose scripts do not run, shows every item of its page
  // before its 'more' link leads to the next (issue 32). A list the page renders itself starts at `first`.
  const initial = useSyncExternalStore(noChanges, () => first, () => Math.max(first, total));
  const [limit, setLimit] = useState(initial);
  // Growing from a given limit only once: the sentinel and the idle time may both ask for the same step.
  const grow = useCallback((from: number) => startTransition(() => setLimit((current) => (current === from ? current + step : current))), [step]);

  useEffect(() => {
    if (limit >= total) return undefined;
    // Where the browser has no idle callbacks (Safari, iOS webviews): a step after a short pause.
    return whenIdle(() => grow(limit), idleTimeoutMs, pauseMs);
  }, [limit, total, grow, idleTimeoutMs, pauseMs]);

  const observe = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return undefined;
      const observer = new IntersectionObserver(
        (records) => {
          if (!records.some((r) => r.isIntersecting)) return;
          observer.disconnect();
          grow(limit);
        },
        { rootMargin: `0px 0px ${aheadPx}px 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [grow, limit, aheadPx],
  );
  // Without IntersectionObserver (very old webviews) everything renders, as before.
  if (typeof IntersectionObserver === 'undefined' && typeof window !== 'undefined') return { limit: total, sentinel: null };
  return { limit, sentinel: limit < total ? observe : null };
}
