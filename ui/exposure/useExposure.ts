import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Something counts as seen once half of it is on screen (the usual viewability rule; the spec names only the events). */
export const EXPOSURE_VISIBLE_RATIO = 0.5;

/** Calls `onExposed` once, the first time at least `visibleRatio` of the element is on screen. */
export function useExposure(target: RefObject<Element | null>, onExposed: () => void, visibleRatio = EXPOSURE_VISIBLE_RATIO): void {
  const exposed = useEffectEvent(onExposed);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= visibleRatio)) {
          observer.disconnect();
          exposed();
        }
      },
      { threshold: visibleRatio },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, visibleRatio]);
}
