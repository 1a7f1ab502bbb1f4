import { whenIdle } from '../../core/engine/env/idle.ts';
import { afterLoadAndIdle, PAGE_IDLE_TIMEOUT_MS } from '../../core/engine/env/page-idle.ts';
import { APP_FAILED_ATTRIBUTE, APP_READY_ATTRIBUTE, FEED_PART_ATTRIBUTE, FEED_READY_ATTRIBUTE, whenRootAttribute } from '../ssr/ready-attributes.ts';

/** How long work that can wait waits for a feed hydrating after the page (its code may not come). */
export const FEED_LIVE_WAIT_MS = 5000;

/**
 * A feed that hydrates after the page (its element says `data-feed-part`: the home's, the life
 * home's) is the first screen too: work that can wait waits for it, or it competes with the feed's
 * code and hydration (the life home's blocking time doubled when its feed came after ready).
 */
export function whenFeedLive(): Promise<void> {
  if (!document.querySelector(`[${FEED_PART_ATTRIBUTE}]`)) return Promise.resolve();
  return Promise.race([whenRootAttribute(FEED_READY_ATTRIBUTE), new Promise<void>((resolve) => setTimeout(resolve, FEED_LIVE_WAIT_MS))]);
}

/** Settles once the page is ready (its feed too), or could not start: from then on nothing the page needs first is waiting. */
export const whenPageLive = (): Promise<void> => Promise.race([whenRootAttribute(APP_READY_ATTRIBUTE).then(whenFeedLive), whenRootAttribute(APP_FAILED_ATTRIBUTE)]);

/** A load (a lazy part's code) that starts once the page is live in the browser, at once on the server. */
export const afterPageLive = <T>(load: () => Promise<T>): (() => Promise<T>) => () => (typeof document === 'undefined' ? load() : whenPageLive().then(load));

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
