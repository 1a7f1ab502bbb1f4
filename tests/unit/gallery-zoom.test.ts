import { describe, expect, it } from 'vitest';
import { normalizedRotation } from '../../core/domain/gallery/gesture-rules.ts';
import { CENTRE, gallery } from '../support/gallery-driver.ts';

describe('pinch and rotate', () => {
  it('follows the fingers beyond 2 and settles at 2 (zoom max)', () => {
    const g = gallery();
    g.pinch(100, 250, 0, { lift: false });
    expect(g.state.view.scale).toBeCloseTo(2.5, 10);
    g.send({ type: 'up', id: 2, x: 0, y: 0, t: 300 });
    expect(g.state.view.scale).toBe(2);
    expect(g.state.animation).toEqual({ durationMs: 300 });
  });

  it.each([
    [0.79, 1],
    [0.8, 0.8],
  ])('a pinch to %f of the spread from scale 1 shows scale %f, then settles at 1', (ratio, during) => {
    const g = gallery();
    g.send({ type: 'down', id: 1, x: CENTRE.x - 100, y: CENTRE.y, t: 0 });
    g.send({ type: 'down', id: 2, x: CENTRE.x + 100, y: CENTRE.y, t: 10 });
    g.send({ type: 'move', id: 2, x: CENTRE.x - 100 + 200 * ratio, y: CENTRE.y, t: 100 });
    expect(g.state.view.scale).toBeCloseTo(during, 10);
    g.send({ type: 'up', id: 2, x: 0, y: 0, t: 300 });
    expect(g.state.view).toEqual({ scale: 1, rotation: 0, x: 0, y: 0 });
  });

  it('a pinch step under 0.8 keeps the last allowed scale', () => {
    const g = gallery();
    g.pinch(200, 180, 0, { lift: false });
    expect(g.state.view.scale).toBeCloseTo(0.9, 10);
    g.send({ type: 'move', id: 2, x: CENTRE.x + 75, y: CENTRE.y, t: 150 }); // spread 165: 0.825
    g.send({ type: 'move', id: 1, x: CENTRE.x - 75, y: CENTRE.y, t: 160 }); // spread 150: 0.75, ignored
    expect(g.state.view.scale).toBeCloseTo(0.825, 10);
  });

  it.each([
    [50, 90],
    [40, 0],
    [-100, 270],
    [170, 180],
  ])('two fingers turned %i° turn the image, which snaps to %i°', (turn, snapped) => {
    const g = gallery();
    g.pinch(200, 200, turn, { lift: false });
    expect(g.state.view.rotation).toBeCloseTo(turn, 6);
    g.send({ type: 'up', id: 2, x: 0, y: 0, t: 300 });
    expect(normalizedRotation(g.state.view.rotation)).toBe(snapped);
  });

  it('is no tap, swipe or long press, and the finger left after it does not turn the page', () => {
    const g = gallery(2);
    g.pinch(100, 150, 0, { lift: false });
    g.send({ type: 'up', id: 2, x: 0, y: 0, t: 300 });
    g.send({ type: 'move', id: 1, x: CENTRE.x - 300, y: CENTRE.y, t: 400 });
    g.send({ type: 'tick', t: 2000 });
    g.send({ type: 'up', id: 1, x: CENTRE.x - 300, y: CENTRE.y, t: 2100 });
    g.send({ type: 'tick', t: 4000 });
    expect(g.kinds()).toEqual([]);
    expect(g.state.index).toBe(2);
    expect(g.state.view.scale).toBe(1.5);
  });

  it('a third finger changes nothing', () => {
    const g = gallery();
    g.pinch(100, 200, 0, { lift: false });
    const view = g.state.view;
    g.send({ type: 'down', id: 3, x: 10, y: 10, t: 150 });
    g.send({ type: 'move', id: 3, x: 300, y: 500, t: 160 });
    expect(g.state.view).toEqual(view);
  });
});

describe('zoomed in', () => {
  function zoomedIn() {
    const g = gallery(1);
    g.tap(0);
    g.tap(100);
    expect(g.state.view.scale).toBe(2);
    return g;
  }

  it('one finger pans the image, up to its edge (half the width at scale 2)', () => {
    const g = zoomedIn();
    g.drag(-100, 60, 400, { t0: 1000 });
    expect(g.state.view).toMatchObject({ x: -100, y: 60 });
    expect(g.state.index).toBe(1);
    g.drag(-150, 0, 400, { t0: 2000, lift: false });
    expect(g.state.view.x).toBe(-195);
    expect(g.state.dragX).toBe(-55);
  });

  it('panning past the edge by over 80 px turns the page, with a fresh view', () => {
    const g = zoomedIn();
    g.drag(-(195 + 81), 0, 600, { t0: 1000 });
    expect(g.state.index).toBe(2);
    expect(g.state.view).toEqual({ scale: 1, rotation: 0, x: 0, y: 0 });
  });

  it('panning past the edge by 80 px stays, at the edge', () => {
    const g = zoomedIn();
    g.drag(-(195 + 80), 0, 600, { t0: 1000 });
    expect(g.state.index).toBe(1);
    expect(g.state.view.x).toBe(-195);
  });
});

describe('the page changes the image list', () => {
  it('keeps the current image when it still exists, else shows the last one', () => {
    const g = gallery(3, 5);
    g.send({ type: 'count', count: 8, t: 0 });
    expect(g.state.index).toBe(3);
    g.send({ type: 'go', index: 7, t: 10 });
    expect(g.state.index).toBe(7);
    g.send({ type: 'count', count: 2, t: 20 });
    expect(g.state.index).toBe(1);
    expect(g.signals.at(-1)).toEqual({ type: 'indexChanged', index: 1 });
  });
});
