import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The reader asked the system for less motion (read once, e.g. when an animation is about to start). */
export const prefersReducedMotion = (): boolean => window.matchMedia?.(QUERY).matches === true;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** The same, as state: slides and zooms jump instead of animating, carousels hold still. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
