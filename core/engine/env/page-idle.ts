import { whenIdle } from './idle.ts';

/**
 * Work the page can do without (its services, the analytics SDK) waits for the page's load event and
 * then an idle moment of the main thread, at most this long after the load: our choice, so that it
 * does not compete with the first screen's pictures and frame, nor with the reader's first taps.
 */
export const PAGE_IDLE_TIMEOUT_MS = 3000;

/** Runs `run` once the page has loaded and the main thread is idle; returns what cancels it. */
export function afterLoadAndIdle(run: () => void, timeoutMs: number = PAGE_IDLE_TIMEOUT_MS): () => void {
  let cancelIdle: (() => void) | null = null;
  let cancelled = false;
  const start = () => {
    if (!cancelled) cancelIdle = whenIdle(run, timeoutMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    cancelIdle?.();
  };
}

/** The same wait as a promise, for work that is awaited (it cannot be cancelled). */
export const whenLoadedAndIdle = (): Promise<void> => new Promise((resolve) => void afterLoadAndIdle(resolve));
