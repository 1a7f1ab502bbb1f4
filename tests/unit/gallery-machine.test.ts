import { describe, expect, it } from 'vitest';
import { nextDeadline, stripOffset } from '../../core/domain/gallery/gesture-machine.ts';
import { CENTRE, gallery } from '../support/gallery-driver.ts';

describe('swiping between images', () => {
  it.each([
    [79, 0],
    [80, 0],
    [81, 1],
  ])('a slow drag of %i px to the left ends on image %i', (px, index) => {
    const g = gallery();
    g.drag(-px, 0, 600);
    expect(g.state.index).toBe(index);
    expect(g.state.dragX).toBe(0);
    expect(g.state.animation).toEqual({ durationMs: 300 });
  });

  it.each([
    [249, 1],
    [250, 0],
    [251, 0],
  ])('a 40 px flick taking %i ms ends on image %i', (ms, index) => {
    const g = gallery();
    g.drag(-40, 0, ms);
    expect(g.state.index).toBe(index);
  });

  it('follows the finger while dragging, then slides to the next image 390 + 40 px along', () => {
    const g = gallery(1);
    g.drag(-120, 0, 500, { lift: false });
    expect(g.state.dragX).toBe(-120);
    expect(g.state.animation).toBeNull();
    expect(stripOffset(g.state)).toBe(-430 - 120);
    g.send({ type: 'up', id: 1, x: CENTRE.x - 120, y: CENTRE.y, t: 500 });
    expect(g.state.index).toBe(2);
    expect(stripOffset(g.state)).toBe(-860);
    expect(g.signals).toEqual([{ type: 'indexChanged', index: 2 }]);
  });

  it('a drag to the right goes back one image', () => {
    const g = gallery(3);
    g.drag(150, 10, 500);
    expect(g.state.index).toBe(2);
  });

  it('resists at the first image: the strip moves a third of the drag and springs back', () => {
    const g = gallery(0);
    g.drag(150, 0, 500, { lift: false });
    expect(g.state.dragX).toBe(50);
    g.send({ type: 'up', id: 1, x: CENTRE.x + 150, y: CENTRE.y, t: 500 });
    expect(g.state.index).toBe(0);
    expect(g.state.dragX).toBe(0);
    expect(g.kinds()).toEqual([]);
  });

  it('resists at the last image', () => {
    const g = gallery(4);
    g.drag(-150, 0, 500, { lift: false });
    expect(g.state.dragX).toBe(-50);
    g.send({ type: 'up', id: 1, x: CENTRE.x - 150, y: CENTRE.y, t: 500 });
    expect(g.state.index).toBe(4);
  });

  it('a cancelled pointer springs back without turning the page', () => {
    const g = gallery(2);
    g.drag(-200, 0, 300, { lift: false });
    g.send({ type: 'cancel', id: 1, t: 320 });
    expect(g.state.index).toBe(2);
    expect(g.state.dragX).toBe(0);
    expect(g.state.pointers.size).toBe(0);
  });

  it('goes to an image (keyboard), kept within the images, with a fresh view', () => {
    const g = gallery(1);
    g.send({ type: 'go', index: 2, t: 0 });
    expect(g.state.index).toBe(2);
    g.send({ type: 'go', index: 99, t: 10 });
    expect(g.state.index).toBe(4);
    g.send({ type: 'go', index: 5, t: 20 });
    expect(g.signals).toEqual([
      { type: 'indexChanged', index: 2 },
      { type: 'indexChanged', index: 4 },
    ]);
  });
});

describe('taps', () => {
  it.each([
    [29, ['tap']],
    [30, []],
    [31, []],
  ])('a press that moved %i px is a tap: %j (once no second tap came in 250 ms)', (px, expected) => {
    const g = gallery();
    g.drag(0, px, 100);
    expect(nextDeadline(g.state)).toBe(px < 30 ? 250 : null);
    g.send({ type: 'tick', t: 250 });
    expect(g.kinds()).toEqual([]);
    g.send({ type: 'tick', t: 251 });
    expect(g.kinds()).toEqual(expected);
  });

  it.each([
    [249, ['doubleTap']],
    [250, ['doubleTap']],
    [251, ['tap']],
  ])('a second tap %i ms after the first: %j', (after, expected) => {
    const g = gallery();
    g.tap(0);
    g.tap(after);
    expect(g.kinds()).toEqual(expected);
  });

  it.each([
    [29, ['doubleTap']],
    [30, ['tap']],
    [31, ['tap']],
  ])('a second tap %i px from the first: %j', (px, expected) => {
    const g = gallery();
    g.tap(0);
    g.tap(100, { x: CENTRE.x + px, y: CENTRE.y });
    expect(g.kinds().slice(0, 1)).toEqual(expected);
  });

  it('double tap zooms to 2 keeping the tapped point in place, and again back to 1', () => {
    const g = gallery();
    const at = { x: CENTRE.x + 100, y: CENTRE.y - 50 };
    g.tap(0, at);
    g.tap(150, at);
    expect(g.state.view).toEqual({ scale: 2, rotation: 0, x: -100, y: 50 });
    expect(g.state.animation).toEqual({ durationMs: 300 });
    g.tap(1000, at);
    g.tap(1150, at);
    expect(g.state.view).toEqual({ scale: 1, rotation: 0, x: 0, y: 0 });
    expect(g.kinds()).toEqual(['doubleTap', 'doubleTap']);
  });

  it('double tap near a corner zooms without showing past the image edge', () => {
    const g = gallery();
    g.tap(0, { x: 5, y: 5 });
    g.tap(100, { x: 5, y: 5 });
    expect(g.state.view).toEqual({ scale: 2, rotation: 0, x: 190, y: 417 });
  });
});

describe('long press', () => {
  it('signals the gesture at 750 ms and the save offer at 1200 ms, not before', () => {
    const g = gallery();
    g.send({ type: 'down', id: 1, x: 100, y: 100, t: 0 });
    expect(nextDeadline(g.state)).toBe(750);
    g.send({ type: 'tick', t: 749 });
    expect(g.kinds()).toEqual([]);
    g.send({ type: 'tick', t: 750 });
    expect(g.kinds()).toEqual(['longTap']);
    expect(nextDeadline(g.state)).toBe(1200);
    g.send({ type: 'tick', t: 1199 });
    expect(g.kinds()).toEqual(['longTap']);
    g.send({ type: 'tick', t: 1200 });
    expect(g.kinds()).toEqual(['longTap', 'savePress']);
    expect(nextDeadline(g.state)).toBeNull();
    g.send({ type: 'up', id: 1, x: 100, y: 100, t: 1500 });
    g.send({ type: 'tick', t: 3000 });
    expect(g.kinds()).toEqual(['longTap', 'savePress']); // no tap, no page turn after it
  });

  it('a late event still signals a due long press first (no tick needed)', () => {
    const g = gallery();
    g.send({ type: 'down', id: 1, x: 100, y: 100, t: 0 });
    g.send({ type: 'move', id: 1, x: 101, y: 100, t: 1250 });
    expect(g.kinds()).toEqual(['longTap', 'savePress']);
  });

  it('moving 30 px before 1200 ms gives up the save offer', () => {
    const g = gallery();
    g.send({ type: 'down', id: 1, x: 100, y: 100, t: 0 });
    g.send({ type: 'move', id: 1, x: 100, y: 130, t: 900 });
    g.send({ type: 'tick', t: 1300 });
    expect(g.kinds()).toEqual(['longTap']);
    expect(nextDeadline(g.state)).toBeNull();
  });

  it('a press held 749 ms is a tap, 750 ms is not', () => {
    const short = gallery();
    short.tap(0, CENTRE, 749);
    expect(short.kinds()).toEqual(['tap']); // held past the double-tap time: single at once
    const long = gallery();
    long.send({ type: 'down', id: 1, ...CENTRE, t: 0 });
    long.send({ type: 'up', id: 1, ...CENTRE, t: 750 });
    long.send({ type: 'tick', t: 2000 });
    expect(long.kinds()).toEqual(['longTap']);
  });

  it('the second press of a double tap held to 1200 ms offers saving and closes nothing', () => {
    const g = gallery();
    g.tap(0);
    g.send({ type: 'down', id: 1, ...CENTRE, t: 100 });
    g.send({ type: 'tick', t: 1300 });
    g.send({ type: 'up', id: 1, ...CENTRE, t: 1400 });
    g.send({ type: 'tick', t: 3000 });
    expect(g.kinds()).toEqual(['longTap', 'savePress']);
  });
});
