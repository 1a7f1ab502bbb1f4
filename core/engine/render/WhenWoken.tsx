import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * A promise React's `use` reads at once when it is settled: a thenable's `status`, as React itself
 * tracks it, set by its maker. Settled from the start on the server, which renders everything at once.
 */
type WakePromise = Promise<void> & { status?: 'fulfilled' };

export interface WakeSignal {
  promise: WakePromise;
  reach: () => void;
}

function wakeSignal(awakeAlready: boolean): WakeSignal {
  let resolve = () => {};
  const promise: WakePromise = new Promise<void>((settle) => (resolve = settle));
  const reach = () => {
    promise.status = 'fulfilled';
    resolve();
  };
  if (awakeAlready || typeof document === 'undefined') reach();
  return { promise, reach };
}

export const woken = (signal: WakeSignal) => signal.promise.status === 'fulfilled';

function WakeGate({ signal, children }: { signal: WakeSignal; children: ReactNode }) {
  use(signal.promise as Promise<void>);
  return children;
}

/** Tells its holder that the part has rendered (or hydrated): it renders nothing, so the server's HTML is unchanged. */
function LiveMark({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** Brings the part: given its place and `reach`, calls `reach` when the part is wanted; returns its unsubscribe. Stable. */
export type Waker = (place: HTMLElement, reach: () => void) => (() => void) | void;

interface WhenWokenProps {
  children: ReactNode;
  className?: string;
  /** The element holding the part: a `span` inside a line of text (it may be styled `display: contents`). */
  as?: 'div' | 'span';
  /** Each says when the part is wanted (it calls `reach`); the first to call it wins. Stable. */
  wakers: readonly Waker[];
  /** The part is wanted at once (read when the gate is made): the server, or a page already live. */
  awake?: boolean;
}

/**
 * Renders `children` (a lazily loaded part) once one of `wakers` says so. Until then its boundary
 * waits: a part the server rendered keeps its HTML in place (React hydrates it once its code has
 * come), a part the browser renders takes no room. Its code, and the work of hydrating it, wait too.
 * Until the part is live it is given its first props: an update reaching a boundary still waiting to
 * hydrate makes React drop the server's HTML and render it anew, once its code has come (a signed-in
 * reader's article, answered again, left the action bar blank for a moment and lost the tap on it).
 */
export function WhenWoken({ children, className, as: Tag = 'div', wakers, awake = false }: WhenWokenProps) {
  const place = useRef<HTMLElement>(null);
  const [signal] = useState(() => wakeSignal(awake));
  const [live, setLive] = useState(awake);
  const markLive = useCallback(() => setLive(true), []);
  const [first] = useState(() => children);
  const shown = live ? children : first;
  // The same element while the part waits: React then leaves the boundary alone.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <WakeGate signal={signal}>
          {shown}
          <LiveMark onLive={markLive} />
        </WakeGate>
      </Suspense>
    ),
    [signal, shown, markLive],
  );
  // Without re-rendering: an update to a boundary still waiting to hydrate would drop the server's HTML.
  useEffect(() => {
    const element = place.current;
    if (woken(signal) || !element) return;
    const stops = wakers.map((waker) => waker(element, signal.reach));
    return () => stops.forEach((stop) => stop?.());
  }, [signal, wakers]);
  return (
    <Tag ref={place as RefObject<HTMLDivElement & HTMLSpanElement>} className={className}>
      {part}
    </Tag>
  );
}
