import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far beyond the screen a part below the first screen starts loading (issue 31 item 2: comments,
 * more news load when they come near). A part the page fetches (more news) starts a screen ahead, so
 * that it has come when the reader's thumb brings it in; a part the server rendered is on screen
 * already and only needs its code to answer taps: half a screen ahead.
 */
export const NEAR_ROOT_MARGIN = { fetched: '100% 0px 100% 0px', rendered: '50% 0px 50% 0px' } as const;

/**
 * A promise React's `use` reads at once when it is settled: a thenable's `status`, as React itself
 * tracks it, set by its maker. Settled from the start on the server, which renders everything at once.
 */
type NearPromise = Promise<void> & { status?: 'fulfilled' };

interface NearSignal {
  promise: NearPromise;
  reach: () => void;
}

function nearSignal(): NearSignal {
  let resolve = () => {};
  const promise: NearPromise = new Promise<void>((settle) => (resolve = settle));
  const reach = () => {
    promise.status = 'fulfilled';
    resolve();
  };
  if (typeof document === 'undefined') reach();
  return { promise, reach };
}

const reached = (signal: NearSignal) => signal.promise.status === 'fulfilled';

function NearGate({ signal, children }: { signal: NearSignal; children: ReactNode }) {
  use(signal.promise as Promise<void>);
  return children;
}

interface WhenNearProps {
  children: ReactNode;
  className?: string;
  /** Whether the part fetches what it shows, or the server rendered it (NEAR_ROOT_MARGIN). */
  kind: keyof typeof NEAR_ROOT_MARGIN;
  /** Brings the part before the reader comes near (it calls `reach`): returns its unsubscribe. Stable. */
  wake?: (reach: () => void) => () => void;
}

/**
 * Renders `children` (a lazily loaded part) once its place comes within NEAR_ROOT_MARGIN of the
 * screen. Until then its boundary waits: a part the server rendered keeps its HTML in place (React
 * hydrates it once its code has come), a part the browser renders takes no room. Its code, and the
 * work of hydrating it, are neither in the page's first load nor before the page is ready.
 */
export function WhenNear({ children, className, kind, wake }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  const [signal] = useState(nearSignal);
  // Without re-rendering: an update to a boundary still waiting to hydrate would drop the server's HTML.
  useEffect(() => (wake && !reached(signal) ? wake(signal.reach) : undefined), [signal, wake]);
  useEffect(() => {
    const element = place.current;
    if (reached(signal) || !element) return;
    if (typeof IntersectionObserver === 'undefined') return signal.reach();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        signal.reach();
      },
      { rootMargin: NEAR_ROOT_MARGIN[kind] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [signal, kind]);
  return (
    <div ref={place} className={className}>
      <Suspense fallback={null}>
        <NearGate signal={signal}>{children}</NearGate>
      </Suspense>
    </div>
  );
}
