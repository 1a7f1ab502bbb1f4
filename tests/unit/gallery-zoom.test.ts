import { describe, expect, it } from 'vitest';
import {
  createGalleryState,
  stepGallery,
  type GalleryEvent,
  type GallerySignal,
  type GalleryState,
} from '../../core/gallery/gesture-machine.ts';
import { normalizedRotation } from '../../core/gallery/gesture-rules.ts';

const WIDTH = 390;
const HEIGHT = 844;
const CENTRE = { x: WIDTH / 2, y: HEIGHT / 2 };

/** A gallery driven by events; remembers every signal (as in gallery-machine.test.ts). */
function gallery(index = 0, count = 5) {
  let state: GalleryState = createGalleryState({ count, index, width: WIDTH, height: HEIGHT });
  const signals: GallerySignal[] = [];
  const send = (event: GalleryEvent) => {
    const step = stepGallery(state, event);
    state = step.state;
    signals.push(...step.signals);
    return step.signals;
  };
  const kinds = () => signals.map((signal) => signal.type);
  /** One finger from `from` moved by dx, dy in 10 steps over `ms`, lifted unless told. */
  const drag = (dx: number, dy: number, ms: number, { t0 = 0, from = CENTRE, lift = true } = {}) => {
    send({ type: 'down', id: 1, x: from.x, y: from.y, t: t0 });
    for (let i = 1; i <= 10; i++) send({ type: 'move', id: 1, x: from.x + (dx * i) / 10, y: from.y + (dy * i) / 10, t: t0 + (ms * i) / 10 });
    if (lift) send({ type: 'up', id: 1, x: from.x + dx, y: from.y + dy, t: t0 + ms });
  };
  const tap = (t0: number, at = CENTRE, heldMs = 60) => {
    send({ type: 'down', id: 1, x: at.x, y: at.y, t: t0 });
    send({ type: 'up', id: 1, x: at.x, y: at.y, t: t0 + heldMs });
  };
  /** Two fingers `spread` px apart around the centre at angle 0, then moved to `toSpread` and turned by `turn`°. */
  const pinch = (spread: number, toSpread: number, turn = 0, { t0 = 0, lift = true } = {}) => {
    const at = (gap: number, degrees: number, sign: 1 | -1) => ({
      x: CENTRE.x + sign * (gap / 2) * Math.cos((degrees * Math.PI) / 180),
      y: CENTRE.y + sign * (gap / 2) * Math.sin((degrees * Math.PI) / 180),
    });
    const a0 = at(spread, 0, -1);
    const b0 = at(spread, 0, 1);
    send({ type: 'down', id: 1, ...a0, t: t0 });
    send({ type: 'down', id: 2, ...b0, t: t0 + 10 });
    const a1 = at(toSpread, turn, -1);
    const b1 = at(toSpread, turn, 1);
    send({ type: 'move', id: 1, ...a1, t: t0 + 100 });
    send({ type: 'move', id: 2, ...b1, t: t0 + 110 });
    if (lift) {
      send({ type: 'up', id: 2, ...b1, t: t0 + 200 });
      send({ type: 'up', id: 1, ...a1, t: t0 + 210 });
    }
  };
  return { send, drag, tap, pinch, signals, kinds, get state() { return state; } };
}

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
