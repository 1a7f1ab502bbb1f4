import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { RetryableFailure } from '../../core/engine/retryable.ts';
import { APP_READY_ATTRIBUTE, FEED_READY_ATTRIBUTE, whenRootAttribute } from './ready-attributes.ts';

/**
 * A feed whose code loads once the page is ready (the route's `feedAfterReady`: the home, the life
 * home; the video tabs and list use `afterReady` with `reportedLazy`). In the browser the page's first bundle carries none of it and the server's feed HTML stays
 * in place, inside its boundary, until the code has come and it hydrates; the server renders it at once.
 */
export function lazyAfterReady<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return retryableLazy(afterReady(load));
}

/**
 * React's lazy keeps a failed load for good, so a boundary's retry would read the same failure (a dead
 * tap): here a failed load is a RetryableFailure whose retry (core/engine/retryable.ts) starts a new lazy.
 */
function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const fresh = (): ComponentType<P> => {
    const made: ComponentType<P> = lazy(() =>
      load().catch((cause: unknown) => {
        throw new RetryableFailure('a feed chunk did not load', () => void (current === made && (current = fresh())), { cause });
      }),
    );
    return made;
  };
  let current = fresh();
  // One lazy for good, until its load fails and a retry makes the next.
  return (props: P) => createElement(current, props);
}

/** A load that starts once the page is ready in the browser, at once on the server. */
export const afterReady =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    typeof document === 'undefined' ? load() : whenRootAttribute(APP_READY_ATTRIBUTE).then(load);

/** Marks the feed live once it has hydrated: the taps held on it meanwhile (src/ssr/hold-taps.ts) go on. */
export function useFeedLive(): void {
  useEffect(() => document.documentElement.setAttribute(FEED_READY_ATTRIBUTE, ''), []);
}
