import { describe, expect, it } from 'vitest';
import {
  DOUBLE_TAP_MAX_DISTANCE_PX,
  DOUBLE_TAP_MS,
  EDGE_RESISTANCE_DIVISOR,
  isDoubleTap,
  isTap,
  LONG_TAP_MS,
  normalizedRotation,
  PINCH_MIN_SCALE,
  pinchScale,
  PRELOAD_DISTANCE,
  preloadIndexes,
  resistedDrag,
  SAVE_PRESS_MS,
  settledScale,
  SLIDE_ANIMATION_MS,
  SLIDE_GAP_PX,
  snapRotation,
  stripRestOffset,
  SWIPE_MAX_FLICK_MS,
  SWIPE_MIN_DISTANCE_PX,
  swipeDirection,
  TAP_MAX_MOVE_PX,
  ZOOM_MAX_SCALE,
  ZOOM_MIN_SCALE,
} from '../../core/domain/gallery/gesture-rules.ts';

describe('gallery numbers (spec 2 §5, §9)', () => {
  it('are the spec values', () => {
    expect({
      TAP_MAX_MOVE_PX,
      LONG_TAP_MS,
      SAVE_PRESS_MS,
      DOUBLE_TAP_MS,
      DOUBLE_TAP_MAX_DISTANCE_PX,
      SWIPE_MIN_DISTANCE_PX,
      SWIPE_MAX_FLICK_MS,
      EDGE_RESISTANCE_DIVISOR,
      PINCH_MIN_SCALE,
      ZOOM_MIN_SCALE,
      ZOOM_MAX_SCALE,
      PRELOAD_DISTANCE,
      SLIDE_ANIMATION_MS,
      SLIDE_GAP_PX,
    }).toEqual({
      TAP_MAX_MOVE_PX: 30,
      LONG_TAP_MS: 750,
      SAVE_PRESS_MS: 1200,
      DOUBLE_TAP_MS: 250,
      DOUBLE_TAP_MAX_DISTANCE_PX: 30,
      SWIPE_MIN_DISTANCE_PX: 80,
      SWIPE_MAX_FLICK_MS: 250,
      EDGE_RESISTANCE_DIVISOR: 3,
      PINCH_MIN_SCALE: 0.8,
      ZOOM_MIN_SCALE: 1,
      ZOOM_MAX_SCALE: 2,
      PRELOAD_DISTANCE: 3,
      SLIDE_ANIMATION_MS: 300,
      SLIDE_GAP_PX: 40,
    });
  });
});

describe('tap: movement under 30 px, let go before the 750 ms long press', () => {
  it.each([
    [29, 100, true],
    [30, 100, false],
    [31, 100, false],
    [0, 749, true],
    [0, 750, false],
    [0, 751, false],
  ])('moved %i px, held %i ms: tap %s', (moved, held, tap) => {
    expect(isTap(moved, held)).toBe(tap);
  });
});

describe('double tap: second press within 250 ms of the first and under 30 px from it', () => {
  const first = { at: { x: 100, y: 100 }, t: 1000 };
  it.each([
    [249, 0, true],
    [250, 0, true],
    [251, 0, false],
    [100, 29, true],
    [100, 30, false],
    [100, 31, false],
  ])('after %i ms, %i px away: double %s', (after, away, double) => {
    expect(isDoubleTap(first, { at: { x: 100 + away, y: 100 }, t: 1000 + after })).toBe(double);
  });

  it('measures the distance both ways (diagonal 21 + 21 px is 29.7 px: still a double tap)', () => {
    expect(isDoubleTap(first, { at: { x: 121, y: 121 }, t: 1100 })).toBe(true);
    expect(isDoubleTap(first, { at: { x: 122, y: 122 }, t: 1100 })).toBe(false);
  });
});

describe('swipe: horizontal movement over 80 px, or a gesture under 250 ms', () => {
  it.each([
    [-79, 400, 0],
    [-80, 400, 0],
    [-81, 400, 1],
    [81, 400, -1],
    [80, 400, 0],
    [-40, 249, 1],
    [-40, 250, 0],
    [-40, 251, 0],
    [40, 249, -1],
  ])('dx %i px over %i ms turns %i', (dx, ms, turn) => {
    expect(swipeDirection(dx, 0, ms)).toBe(turn);
  });

  it('a quick gesture must still have moved 30 px (under that it is a tap) and mostly sideways', () => {
    expect(swipeDirection(-29, 0, 100)).toBe(0);
    expect(swipeDirection(-30, 0, 100)).toBe(1);
    expect(swipeDirection(-40, 60, 100)).toBe(0);
    expect(swipeDirection(-81, 200, 600)).toBe(1); // far enough sideways counts whatever the vertical
  });
});

describe('edge resistance: drag divided by 3 at the first and the last image', () => {
  it.each([
    [90, 0, 5, 30],
    [-90, 0, 5, -90],
    [-90, 4, 5, -30],
    [90, 4, 5, 90],
    [90, 2, 5, 90],
    [-90, 2, 5, -90],
    [60, 0, 1, 20],
    [-60, 0, 1, -20],
  ])('dx %i at image %i of %i moves the strip %i', (dx, index, count, offset) => {
    expect(resistedDrag(dx, index, count)).toBe(offset);
  });
});

describe('pinch: a scale under 0.8 is ignored; after it 1 ≤ scale ≤ 2', () => {
  it.each([
    [0.79, 1],
    [0.8, 0.8],
    [0.81, 0.81],
    [2.5, 2.5],
  ])('ratio %f from scale 1 (at 1 now) gives %f', (ratio, scale) => {
    expect(pinchScale(1, 1, ratio)).toBeCloseTo(scale, 10);
  });

  it('an ignored step keeps the last allowed scale, not the start scale', () => {
    expect(pinchScale(0.9, 1, 0.79)).toBe(0.9);
    expect(pinchScale(0.9, 2, 0.39)).toBe(0.9);
    expect(pinchScale(0.9, 2, 0.4)).toBeCloseTo(0.8, 10);
  });

  it.each([
    [0.8, 1],
    [0.99, 1],
    [1, 1],
    [1.5, 1.5],
    [2, 2],
    [2.01, 2],
    [3.4, 2],
  ])('settles %f to %f', (scale, settled) => {
    expect(settledScale(scale)).toBe(settled);
  });
});

describe('rotation snaps to 0 / 90 / 180 / 270 / 360', () => {
  it.each([
    [0, 0],
    [44, 0],
    [45, 90],
    [100, 90],
    [134, 90],
    [136, 180],
    [260, 270],
    [314, 270],
    [316, 360],
    [359, 360],
    [-10, 0],
    [-100, -90],
    [370, 360],
  ])('%i° snaps to %i°', (degrees, snapped) => {
    expect(snapRotation(degrees)).toBe(snapped);
  });

  it('the snapped angle within one turn is always one of the five', () => {
    for (let degrees = -720; degrees <= 720; degrees += 7) {
      const shown = normalizedRotation(snapRotation(degrees));
      expect([0, 90, 180, 270]).toContain(shown);
      expect(Math.abs(snapRotation(degrees) - degrees)).toBeLessThanOrEqual(45); // the short way
    }
  });
});

describe('preloading: images within 3 positions of the current one', () => {
  it('loads the current image first, then its neighbours out to 3', () => {
    expect(preloadIndexes(5, 10)).toEqual([5, 6, 4, 7, 3, 8, 2]);
  });

  it.each([
    [0, 10, [0, 1, 2, 3]],
    [9, 10, [9, 8, 7, 6]],
    [1, 3, [1, 2, 0]],
    [0, 1, [0]],
  ])('at %i of %i loads %j', (current, count, indexes) => {
    expect(preloadIndexes(current, count)).toEqual(indexes);
  });

  it('never loads 4 positions away', () => {
    expect(preloadIndexes(5, 10)).not.toContain(1);
    expect(preloadIndexes(5, 10)).not.toContain(9);
  });
});

describe('strip layout', () => {
  it('places image n at n × (width + 40 px gap)', () => {
    expect(stripRestOffset(0, 390)).toBe(0);
    expect(stripRestOffset(1, 390)).toBe(-430);
    expect(stripRestOffset(3, 390)).toBe(-1290);
  });
});
