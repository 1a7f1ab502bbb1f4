import { whenIdle } from '../../core/engine/env/idle.ts';
import { afterLoadAndIdle, PAGE_IDLE_TIMEOUT_MS } from '../../core/engine/env/page-idle.ts';
import { APP_FAILED_ATTRIBUTE, APP_READY_ATTRIBUTE, whenRootAttribute } from '../ssr/ready-attributes.ts';

/** Settles once the page is ready, or could not start: from then on nothing the page needs first is waiting. */
export const whenPageLive = (): Promise<void> => Promise.race([whenRootAttribute(APP_READY_ATTRIBUTE), whenRootAttribute(APP_FAILED_ATTRIBUTE)]);

/**
 * Work the page can do without (its services, render reports), once the page is ready (or could not
 * start), has loaded and is idle: on a route whose code comes after the window's load (each page but
 * the home), load and idle alone came before the page's own scripts, and theirs counted in its
 * scripts before ready (issue 31's budget). `waitForLoad: false`: what the reader needs soon does not
 * wait for the window's load (every picture of the first screen, seconds on a slow connection).
 * Returns a cancel.
 */
export function afterPageReadyAndIdle(run: () => void, { waitForLoad = true }: { waitForLoad?: boolean } = {}): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | null = null;
  void whenPageLive().then(() => {
    if (!cancelled) cancelIdle = waitForLoad ? afterLoadAndIdle(run) : whenIdle(run, PAGE_IDLE_TIMEOUT_MS);
  });
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}
