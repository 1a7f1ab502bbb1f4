import { afterEach, describe, expect, it } from 'vitest';
import { restoreScroll } from '../../src/routes/history-keeper.ts';

/**
 * Issue 28: back to a kept page restores its place, trying again while the page is still shorter
 * than the place (pictures laid out again); a reader who scrolls meanwhile keeps their own place.
 */
const frames = (count: number) => new Promise<void>((resolve) => {
  const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
  next(count);
});

function pageOfHeight(px: number): HTMLElement {
  const filler = document.createElement('div');
  filler.style.height = `${px}px`;
  document.body.append(filler);
  return filler;
}

describe('the restored place of a page shown again', () => {
  let filler: HTMLElement | null = null;
  afterEach(() => {
    filler?.remove();
    window.scrollTo(0, 0);
  });

  // 40 frames: a page that grows late on a busy machine (the restore once gave up after 30).
  it.each([3, 40])('is reached once the page has grown to it, %i frames later', async (later) => {
    filler = pageOfHeight(1500);
    restoreScroll(3000);
    await frames(later);
    expect(window.scrollY).toBeLessThan(3000);
    filler.style.height = '6000px';
    await expect.poll(() => Math.round(window.scrollY)).toBe(3000);
  });

  it('is given up when the reader scrolls first', async () => {
    filler = pageOfHeight(1500);
    restoreScroll(3000);
    await frames(3);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: -100 }));
    window.scrollTo(0, 200);
    filler.style.height = '6000px';
    await frames(40);
    expect(Math.round(window.scrollY)).toBe(200);
  });
});
