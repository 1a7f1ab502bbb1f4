import {
  normalizedRotation,
  pinchScale,
  settledScale,
  snapRotation,
  ZOOM_MAX_SCALE,
  ZOOM_MIN_SCALE,
  type Point,
} from './gesture-rules.ts';

/**
 * How the current image is shown: scaled and turned about the centre of its slide, then moved by x, y
 * (CSS `translate(x, y) rotate(rotation) scale(scale)` with the origin in the middle).
 */
export interface View {
  scale: number;
  rotation: number;
  x: number;
  y: number;
}

export const IDENTITY_VIEW: View = { scale: 1, rotation: 0, x: 0, y: 0 };

export interface Size {
  width: number;
  height: number;
}

export const isZoomed = (view: View): boolean => view.scale > ZOOM_MIN_SCALE;

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) + 0;

/** How far a zoomed image may move each way before its edge would come inside the slide. */
export function panLimits(scale: number, size: Size): Point {
  const over = Math.max(0, scale - 1) / 2;
  return { x: over * size.width, y: over * size.height };
}

/** The view moved to `x, y`, kept within the pan limits; also returns the horizontal excess. */
export function pannedView(view: View, x: number, y: number, size: Size): { view: View; overflowX: number } {
  const limits = panLimits(view.scale, size);
  const keptX = clamp(x, limits.x);
  return { view: { ...view, x: keptX, y: clamp(y, limits.y) }, overflowX: x - keptX };
}

/** The view a gesture ends in: scale 1 to 2, rotation on a right angle, position within the limits. */
export function settledView(view: View, size: Size): View {
  const scale = settledScale(view.scale);
  const settled = { ...view, scale, rotation: snapRotation(view.rotation) };
  if (scale <= ZOOM_MIN_SCALE) return { ...settled, x: 0, y: 0 };
  return pannedView(settled, view.x, view.y, size).view;
}

/** Double tap: zoomed in goes back to 1; at 1 zooms to 2 keeping the tapped point (from the centre) in place. */
export function toggledZoom(view: View, tapFromCentre: Point, size: Size): View {
  if (isZoomed(view)) return { ...view, scale: ZOOM_MIN_SCALE, x: 0, y: 0 };
  const zoomed = { ...view, scale: ZOOM_MAX_SCALE };
  const grow = ZOOM_MAX_SCALE - view.scale;
  return pannedView(zoomed, view.x - tapFromCentre.x * grow, view.y - tapFromCentre.y * grow, size).view;
}

/** Two fingers at the start of a pinch and now, as seen from the slide's centre. */
export interface FingerPair {
  a: Point;
  b: Point;
}

const middle = ({ a, b }: FingerPair): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const spread = ({ a, b }: FingerPair): number => Math.hypot(b.x - a.x, b.y - a.y);
const angleOf = ({ a, b }: FingerPair): number => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;

/** The turn between two finger angles, the short way (-180 < turn ≤ 180). */
function turnBetween(from: number, to: number): number {
  const turn = normalizedRotation(to - from);
  return turn > 180 ? turn - 360 : turn;
}

/**
 * The view while pinching: scaled by the fingers' spread (a step under the pinch minimum is ignored),
 * turned by their angle, and moved so the point between them stays under them.
 */
export function pinchedView(current: View, startView: View, start: FingerPair, now: FingerPair): View {
  const startSpread = spread(start);
  const ratio = startSpread > 0 ? spread(now) / startSpread : 1;
  const scale = pinchScale(current.scale, startView.scale, ratio);
  const startMiddle = middle(start);
  const nowMiddle = middle(now);
  const grown = scale / startView.scale;
  return {
    scale,
    rotation: startView.rotation + turnBetween(angleOf(start), angleOf(now)),
    x: nowMiddle.x + (startView.x - startMiddle.x) * grown,
    y: nowMiddle.y + (startView.y - startMiddle.y) * grown,
  };
}
