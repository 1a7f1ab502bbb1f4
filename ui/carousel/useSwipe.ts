import { useCallback, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { CAROUSEL_DRAG_SLOP_PX, swipeDirection } from './carousel-rules.ts';

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  width: number;
  dragging: boolean;
}

/**
 * Horizontal swipes from pointer events (mouse, pen and touch alike; the viewport's touch-action
 * pan-y leaves vertical scrolling to the browser). The drag follows the finger; on release a long
 * enough drag turns the slide, and the click that ends a drag does not open the slide.
 */
export function useSwipe(enabled: boolean, onSwipe: (direction: -1 | 1) => void) {
  const [drag, setDrag] = useState<number | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      swallowClick.current = false;
      if (!enabled || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, width: event.currentTarget.clientWidth, dragging: false };
    },
    [enabled],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const dx = event.clientX - g.x;
    const dy = event.clientY - g.y;
    if (!g.dragging) {
      if (Math.abs(dy) > CAROUSEL_DRAG_SLOP_PX && Math.abs(dy) > Math.abs(dx)) {
        gesture.current = null; // a vertical scroll, not a swipe
        return;
      }
      if (Math.abs(dx) <= CAROUSEL_DRAG_SLOP_PX) return;
      g.dragging = true;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // The pointer is already gone (or was never a real one): the drag goes on without capture.
      }
    }
    setDrag(dx);
  }, []);

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const g = gesture.current;
      gesture.current = null;
      if (!g?.dragging || g.pointerId !== event.pointerId) return;
      swallowClick.current = true;
      setDrag(null);
      const direction = swipeDirection(event.clientX - g.x, g.width);
      if (direction !== 0) onSwipe(direction);
    },
    [onSwipe],
  );

  const onPointerCancel = useCallback(() => {
    gesture.current = null;
    setDrag(null);
  }, []);

  const onClickCapture = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  return { drag, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture } };
}
