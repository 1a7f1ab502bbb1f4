import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent, type PointerEvent, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion.ts';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export const useDocumentHidden = (): boolean =>
  useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'hidden', () => false);

/** False while the element is scrolled out of view (nothing to watch there). */
function useOnScreen(target: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/**
 * Why a carousel should hold still: the reader is in it (focus or mouse), the page is hidden, it is
 * out of view, or the reader asked for reduced motion.
 */
export function usePauseReasons(region: RefObject<HTMLElement | null>) {
  const [focusWithin, setFocusWithin] = useState(false);
  const [hovering, setHovering] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const onScreen = useOnScreen(region);
  const handlers = {
    onFocus: useCallback(() => setFocusWithin(true), []),
    onBlur: useCallback((event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    }, []),
    onPointerEnter: useCallback((event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') setHovering(true);
    }, []),
    onPointerLeave: useCallback(() => setHovering(false), []),
  };
  return { reducedMotion, interacting: focusWithin || hovering, paused: focusWithin || hovering || hidden || !onScreen || reducedMotion, handlers };
}
