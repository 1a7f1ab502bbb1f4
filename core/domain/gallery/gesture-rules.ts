/**
 * The gallery's gesture rules (spec 2 §5, §9), each number once, beside the rule that uses it.
 * Pure functions: the state machine (gesture-machine.ts) and its tests use them.
 */

export interface Point {
  x: number;
  y: number;
}

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Spec 2 §5: a tap needs movement under 30 px. */
export const TAP_MAX_MOVE_PX = 30;
/** Spec 2 §9: a press held 750 ms is a long press (gesture), no longer a tap. */
export const LONG_TAP_MS = 750;
/** Spec 2 §9: a press held 1200 ms offers to save the image. */
export const SAVE_PRESS_MS = 1200;

/** A press counts as a tap when it moved under 30 px and was let go before the long-press time. */
export const isTap = (movedPx: number, heldMs: number): boolean => movedPx < TAP_MAX_MOVE_PX && heldMs < LONG_TAP_MS;

/** Spec 2 §5, §9: a double tap is two taps within 250 ms (first press to second press) and under 30 px apart. */
export const DOUBLE_TAP_MS = 250;
export const DOUBLE_TAP_MAX_DISTANCE_PX = 30;

export const isDoubleTap = (first: { at: Point; t: number }, second: { at: Point; t: number }): boolean =>
  second.t - first.t <= DOUBLE_TAP_MS && distance(first.at, second.at) < DOUBLE_TAP_MAX_DISTANCE_PX;

/** Spec 2 §5: a swipe counts with horizontal movement over 80 px ... */
export const SWIPE_MIN_DISTANCE_PX = 80;
/** ... or a gesture under 250 ms (a flick; it must still have moved, or it is a tap). */
export const SWIPE_MAX_FLICK_MS = 250;

/**
 * Which way a released drag turns the page: -1 to the previous image, 1 to the next, 0 stays.
 * `dx` is the horizontal finger movement (right is positive), `dy` the vertical one.
 */
export function swipeDirection(dx: number, dy: number, durationMs: number): -1 | 0 | 1 {
  const far = Math.abs(dx) > SWIPE_MIN_DISTANCE_PX;
  const flick = durationMs < SWIPE_MAX_FLICK_MS && Math.abs(dx) >= TAP_MAX_MOVE_PX && Math.abs(dx) > Math.abs(dy);
  if (!far && !flick) return 0;
  return dx < 0 ? 1 : -1;
}

/** Spec 2 §5: dragging past the first or the last image moves a third as far (edge resistance). */
export const EDGE_RESISTANCE_DIVISOR = 3;

/** The strip's offset for a finger movement `dx` at image `index` of `count`. */
export function resistedDrag(dx: number, index: number, count: number): number {
  const pastFirst = index <= 0 && dx > 0;
  const pastLast = index >= count - 1 && dx < 0;
  return pastFirst || pastLast ? dx / EDGE_RESISTANCE_DIVISOR : dx;
}

/** Spec 2 §5: a pinch that would make the scale below 0.8 is ignored. */
export const PINCH_MIN_SCALE = 0.8;
/** Spec 2 §9: after a pinch the scale is at least 1 (min snap) ... */
export const ZOOM_MIN_SCALE = 1;
/** ... and at most 2 (zoom max); double tap toggles between the two. */
export const ZOOM_MAX_SCALE = 2;

/** The scale while pinching: the pinch's ratio applied, unless that goes under 0.8 (then unchanged). */
export function pinchScale(current: number, startScale: number, ratio: number): number {
  const next = startScale * ratio;
  return next < PINCH_MIN_SCALE ? current : next;
}

/** The scale once the pinch ends: back to 1 if under 1, capped at 2. */
export const settledScale = (scale: number): number => Math.min(ZOOM_MAX_SCALE, Math.max(ZOOM_MIN_SCALE, scale));

/** Spec 2 §5: rotation snaps to 0, 90, 180, 270 or 360 degrees. */
export const ROTATION_STEP_DEG = 90;

/**
 * The right angle nearest to `degrees`, reached without a turn back: -10 snaps to 0, 350 to 360, so an
 * animation from the finger's angle to the snapped one takes the short way.
 */
export function snapRotation(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360; // 0 ≤ turned < 360
  const snapped = Math.round(turned / ROTATION_STEP_DEG) * ROTATION_STEP_DEG; // 0, 90, 180, 270 or 360
  return degrees - turned + snapped + 0; // + 0 turns -0 into 0
}

/** The same angle within one turn (0 ≤ result < 360), for a new gesture to start from. */
export const normalizedRotation = (degrees: number): number => (((degrees % 360) + 360) % 360) + 0;

/** Spec 2 §5: images within 3 positions of the current one are loaded. */
export const PRELOAD_DISTANCE = 3;

/** The indexes to load around `current`, nearest first (the current image, then ±1, ±2, ±3). */
export function preloadIndexes(current: number, count: number): number[] {
  const indexes: number[] = [];
  for (let step = 0; step <= PRELOAD_DISTANCE; step++) {
    for (const index of step === 0 ? [current] : [current + step, current - step]) {
      if (index >= 0 && index < count) indexes.push(index);
    }
  }
  return indexes;
}

/** Spec 2 §9: the slide to another image (and every settle after a gesture) takes 300 ms. */
export const SLIDE_ANIMATION_MS = 300;
/** Spec 2 §9: images sit 40 px apart in the strip. */
export const SLIDE_GAP_PX = 40;

/** The strip's resting offset for image `index` when each image is `width` px wide. */
export const stripRestOffset = (index: number, width: number): number => -index * (width + SLIDE_GAP_PX) + 0;
