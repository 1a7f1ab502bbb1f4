import { useMemo, type ReactNode } from 'react';
import { WhenWoken, type Waker } from './WhenWoken.tsx';

/**
 * How far beyond the screen a part below the first screen starts loading (issue 31 item 2: comments,
 * more news load when they come near). A part the page fetches (more news) starts a screen ahead, so
 * that it has come when the reader's thumb brings it in; a part the server rendered is on screen
 * already and only needs its code to answer taps: half a screen ahead.
 */
export const NEAR_ROOT_MARGIN = { fetched: '100% 0px 100% 0px', rendered: '50% 0px 50% 0px' } as const;

/** Wakes a part once its place comes within `margin` of the screen (at once where nothing can tell). */
export const nearScreen =
  (margin: string): Waker =>
  (place, reach) => {
    if (typeof IntersectionObserver === 'undefined') return reach();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reach();
      },
      { rootMargin: margin },
    );
    observer.observe(place);
    return () => observer.disconnect();
  };

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
 * screen (WhenWoken). Its code, and the work of hydrating it, are neither in the page's first load
 * nor before the page is ready.
 */
export function WhenNear({ children, className, kind, wake }: WhenNearProps) {
  const wakers = useMemo<Waker[]>(() => [nearScreen(NEAR_ROOT_MARGIN[kind]), ...(wake ? [(_place: HTMLElement, reach: () => void) => wake(reach)] : [])], [kind, wake]);
  return (
    <WhenWoken className={className} wakers={wakers}>
      {children}
    </WhenWoken>
  );
}
