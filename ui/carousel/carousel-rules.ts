import type { PanelConfig } from '../../schemas/generated/types.ts';

/** Spec 2 §9: the carousel plays on by itself every 4000 ms unless the panel says otherwise. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
/** Slide animation; spec 2 §9 keeps animations within 0.3–1.5 s (the gallery slides in 300 ms too). */
export const CAROUSEL_TRANSITION_MS = 300;
/** A swipe turns the slide once it crossed this share of the slide's width (our choice). */
export const CAROUSEL_SWIPE_FRACTION = 0.2;
/** Below this horizontal movement a press is a tap, not a swipe (our choice). */
export const CAROUSEL_DRAG_SLOP_PX = 8;

/** Milliseconds between slides, or null when the panel turned autoplay off (config.autoPlay false). */
export function autoplayDelay(config: PanelConfig | null | undefined): number | null {
  if (config?.autoPlay === false) return null;
  return config?.autoPlayInterval ?? CAROUSEL_AUTOPLAY_MS;
}

/**
 * The track holds a copy of the last slide before the first and of the first after the last, so the
 * loop always moves forward or back by one; `position` 1..count are the real slides.
 */
export const slideOfPosition = (position: number, count: number): number => (((position - 1) % count) + count) % count;

/** Where a position that stands on a copy really is (0 → last, count + 1 → first); others stay. */
export function realPosition(position: number, count: number): number {
  if (position <= 0) return count;
  if (position >= count + 1) return 1;
  return position;
}

/** Which way a finished drag turns the carousel: -1 back, +1 forward, 0 snap back. */
export function swipeDirection(dragPx: number, slideWidth: number): -1 | 0 | 1 {
  if (slideWidth <= 0 || Math.abs(dragPx) < slideWidth * CAROUSEL_SWIPE_FRACTION) return 0;
  return dragPx < 0 ? 1 : -1;
}
