import {
  createGalleryState,
  stepGallery,
  type GalleryEvent,
  type GallerySignal,
  type GalleryState,
} from '../../core/domain/gallery/gesture-machine.ts';

/** Drives the gallery's gesture machine (core/domain/gallery) with pointer events, as a reader's fingers would. */

export const WIDTH = 390;
export const HEIGHT = 844;
export const CENTRE = { x: WIDTH / 2, y: HEIGHT / 2 };

/** A gallery driven by events; remembers every signal. */
export function gallery(index = 0, count = 5) {
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
