import { describe, expect, it } from 'vitest';
import {
  autoplayDelay,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SWIPE_FRACTION,
  realPosition,
  slideOfPosition,
  swipeDirection,
} from './carousel-rules.ts';

describe('carousel rules', () => {
  it('plays every 4000 ms by default, at the panel interval when set, and not at all when autoPlay is false', () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(4000);
    expect(autoplayDelay(undefined)).toBe(4000);
    expect(autoplayDelay(null)).toBe(4000);
    expect(autoplayDelay({ autoPlay: true })).toBe(4000);
    expect(autoplayDelay({ autoPlayInterval: 2500 })).toBe(2500);
    expect(autoplayDelay({ autoPlay: false, autoPlayInterval: 2500 })).toBeNull();
  });

  it('loops: the copies beside the real slides stand for the last and the first', () => {
    expect(slideOfPosition(1, 3)).toBe(0);
    expect(slideOfPosition(3, 3)).toBe(2);
    expect(slideOfPosition(4, 3)).toBe(0);
    expect(slideOfPosition(0, 3)).toBe(2);
    expect(realPosition(4, 3)).toBe(1);
    expect(realPosition(0, 3)).toBe(3);
    expect(realPosition(2, 3)).toBe(2);
  });

  it('turns on a drag of a fifth of the width or more, forward for a drag to the left', () => {
    const width = 390;
    const edge = width * CAROUSEL_SWIPE_FRACTION;
    expect(swipeDirection(-edge, width)).toBe(1);
    expect(swipeDirection(edge, width)).toBe(-1);
    expect(swipeDirection(-(edge - 1), width)).toBe(0);
    expect(swipeDirection(edge - 1, width)).toBe(0);
    expect(swipeDirection(-200, 0)).toBe(0);
  });
});
