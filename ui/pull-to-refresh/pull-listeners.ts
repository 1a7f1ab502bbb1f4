import { PULL_START_SLOP_PX } from './pull-state.ts';
import type { PullHandlers } from './usePullGesture.ts';

interface Track {
  startY: number;
  pointerId: number | null;
  pulling: boolean;
  distance: number;
}

/** Marks a gesture's target while it listens: a pull before then is an ordinary scroll (tests wait for it). */
export const PULL_ARMED_ATTRIBUTE = 'data-pull-armed';
/** How many gestures listen on each marked element (the document carries every feed's pull-up). */
const armed = new WeakMap<Element, number>();

function mark(element: EventTarget, change: 1 | -1): void {
  const marked = element instanceof Document ? element.documentElement : element instanceof Element ? element : null;
  if (!marked) return;
  const count = (armed.get(marked) ?? 0) + change;
  armed.set(marked, count);
  if (count > 0) marked.setAttribute(PULL_ARMED_ATTRIBUTE, '');
  else marked.removeAttribute(PULL_ARMED_ATTRIBUTE);
}

/**
 * A vertical pull on `element`, from touch events (touch pointers are taken over by the browser's own
 * scrolling, so their pointer events end in pointercancel) and from mouse or pen pointer events.
 * While pulling, the browser's own scroll and overscroll are held back. Returns the stop function.
 */
export function listenForPull(element: EventTarget, current: () => PullHandlers): () => void {
  let track: Track | null = null;
  let swallowClick = false;
  const sign = () => (current().direction === 'down' ? 1 : -1);

  const begin = (y: number, pointerId: number | null) => {
    swallowClick = false;
    track = current().enabled && current().canStart() ? { startY: y, pointerId, pulling: false, distance: 0 } : null;
  };
  const move = (y: number, event: Event, capture?: () => void): void => {
    if (!track) return;
    const distance = (y - track.startY) * sign();
    if (!track.pulling) {
      if (distance <= (track.pointerId === null ? 0 : PULL_START_SLOP_PX)) {
        if (distance < 0) track = null; // the other way: an ordinary scroll
        return;
      }
      track.pulling = true;
      capture?.();
    }
    if (event.cancelable) event.preventDefault();
    track.distance = Math.max(0, distance);
    current().onPull(track.distance);
  };
  const end = (cancelled: boolean) => {
    const done = track;
    track = null;
    if (!done?.pulling) return;
    swallowClick = true;
    if (cancelled) current().onCancel();
    else current().onRelease(done.distance);
  };

  const onTouchStart = (e: Event) => {
    const touch = (e as TouchEvent).touches[0];
    if ((e as TouchEvent).touches.length === 1 && touch) begin(touch.clientY, null);
  };
  const onTouchMove = (e: Event) => {
    const touch = (e as TouchEvent).touches[0];
    if (touch) move(touch.clientY, e);
  };
  const onPointerDown = (e: Event) => {
    const p = e as PointerEvent;
    if (p.pointerType !== 'touch' && p.isPrimary && p.button === 0) begin(p.clientY, p.pointerId);
  };
  const onPointerMove = (e: Event) => {
    const p = e as PointerEvent;
    if (track?.pointerId !== p.pointerId) return;
    move(p.clientY, e, () => {
      try {
        if (p.target instanceof Element) p.target.setPointerCapture(p.pointerId);
      } catch {
        // The pointer is already gone (or was never a real one): the pull goes on without capture.
      }
    });
  };
  const onPointerUp = (e: Event) => {
    if (track?.pointerId === (e as PointerEvent).pointerId) end(false);
  };
  const onPointerCancel = (e: Event) => {
    if (track?.pointerId === (e as PointerEvent).pointerId) end(true);
  };
  // The click that ends a pull is not a tap on whatever lies under the pointer.
  const onClick = (e: Event) => {
    if (!swallowClick) return;
    swallowClick = false;
    e.preventDefault();
    e.stopPropagation();
  };

  const listeners: [string, (e: Event) => void, AddEventListenerOptions][] = [
    ['touchstart', onTouchStart, { passive: true }],
    ['touchmove', onTouchMove, { passive: false }],
    ['touchend', () => end(false), { passive: true }],
    ['touchcancel', () => end(true), { passive: true }],
    ['pointerdown', onPointerDown, {}],
    ['pointermove', onPointerMove, {}],
    ['pointerup', onPointerUp, {}],
    ['pointercancel', onPointerCancel, {}],
    ['click', onClick, { capture: true }],
  ];
  for (const [type, listener, options] of listeners) element.addEventListener(type, listener, options);
  mark(element, 1);
  return () => {
    for (const [type, listener, options] of listeners) element.removeEventListener(type, listener, options);
    mark(element, -1);
  };
}
