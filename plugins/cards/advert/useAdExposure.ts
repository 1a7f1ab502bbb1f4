import { useEffect, useEffectEvent, type RefObject } from 'react';
import { AD_EXPOSURE_VISIBLE_RATIO } from './advert-feedback.ts';

/** Calls `onExposed` once, the first time at least half of the element is on screen. */
export function useAdExposure(target: RefObject<Element | null>, onExposed: () => void): void {
  const exposed = useEffectEvent(onExposed);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= AD_EXPOSURE_VISIBLE_RATIO)) {
          observer.disconnect();
          exposed();
        }
      },
      { threshold: AD_EXPOSURE_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
}
