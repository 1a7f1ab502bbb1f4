import {
  DOUBLE_TAP_MS,
  distance,
  isDoubleTap,
  isTap,
  LONG_TAP_MS,
  normalizedRotation,
  resistedDrag,
  SAVE_PRESS_MS,
  SLIDE_ANIMATION_MS,
  stripRestOffset,
  swipeDirection,
  TAP_MAX_MOVE_PX,
  type Point,
} from './gesture-rules.ts';
import { IDENTITY_VIEW, isZoomed, pannedView, pinchedView, settledView, toggledZoom, type FingerPair, type Size, type View } from './view-math.ts';

/** What the page feeds in: pointers (positions in px from the gallery's top left corner, time in ms). */
export type GalleryEvent =
  | { type: 'down' | 'move' | 'up'; id: number; x: number; y: number; t: number }
  | { type: 'cancel'; id: number; t: number }
  /** A timer the page set for nextDeadline() ran out. */
  | { type: 'tick'; t: number }
  /** Go to an image (keyboard, or the page): slides there. */
  | { type: 'go'; index: number; t: number }
  | { type: 'resize'; width: number; height: number; t: number }
  /** The page changed the image list: the current image stays, within the new count. */
  | { type: 'count'; count: number; t: number };

/** What a step tells the page. */
export type GallerySignal =
  | { type: 'tap' }
  | { type: 'doubleTap' }
  | { type: 'longTap' }
  | { type: 'savePress'; index: number }
  | { type: 'indexChanged'; index: number };

/** One finger held down on its own, from its pointerdown. */
interface Press {
  id: number;
  start: Point;
  t: number;
  /** The farthest it got from where it went down. */
  moved: number;
  startView: View;
  longTapped: boolean;
  saveOffered: boolean;
  /** Second press of a possible double tap. */
  secondTap: boolean;
  /** The finger left on the glass after a pinch: it may pan, but is no tap, swipe or long press. */
  afterPinch: boolean;
}

interface Pinch {
  ids: [number, number];
  start: FingerPair;
  startView: View;
}

export interface GalleryState extends Size {
  count: number;
  index: number;
  /** The strip's offset from its rest at `index` (px, while dragging). */
  dragX: number;
  /** The current image's scale, rotation and position. */
  view: View;
  /** How the page should reach this state: null follows the finger at once, else it animates. */
  animation: { durationMs: number } | null;
  pointers: ReadonlyMap<number, Point>;
  press: Press | null;
  pinch: Pinch | null;
  /** A tap that is single unless a second one comes in time. */
  lastTap: { at: Point; t: number } | null;
}

export interface GalleryStep {
  state: GalleryState;
  signals: GallerySignal[];
}

const SLIDE = { durationMs: SLIDE_ANIMATION_MS } as const;

const clampIndex = (index: number, count: number) => Math.min(Math.max(0, count - 1), Math.max(0, Math.round(index)));

export function createGalleryState({ count, index, width, height }: { count: number; index: number } & Size): GalleryState {
  return {
    count,
    width,
    height,
    index: clampIndex(index, count),
    dragX: 0,
    view: IDENTITY_VIEW,
    animation: null,
    pointers: new Map(),
    press: null,
    pinch: null,
    lastTap: null,
  };
}

/** Where the strip is: the current image's resting place plus the drag. */
export const stripOffset = (state: GalleryState): number => stripRestOffset(state.index, state.width) + state.dragX;

/** The earliest time at which a tick may signal something (a long press, a single tap), or null. */
export function nextDeadline(state: GalleryState): number | null {
  const times: number[] = [];
  const press = state.press;
  if (press && canLongPress(state, press)) {
    if (!press.longTapped) times.push(press.t + LONG_TAP_MS);
    if (!press.saveOffered) times.push(press.t + SAVE_PRESS_MS);
  }
  if (state.lastTap && !press?.secondTap) times.push(state.lastTap.t + DOUBLE_TAP_MS);
  return times.length > 0 ? Math.min(...times) : null;
}

const canLongPress = (state: GalleryState, press: Press) =>
  !press.afterPinch && state.pinch === null && press.moved < TAP_MAX_MOVE_PX;

/** Signals what time alone decides: a long press, a single tap no second tap followed. */
function advance(state: GalleryState, t: number, signals: GallerySignal[]): GalleryState {
  let next = state;
  const press = next.press;
  if (press && canLongPress(next, press)) {
    if (!press.longTapped && t - press.t >= LONG_TAP_MS) {
      next = { ...next, press: { ...press, longTapped: true } };
      signals.push({ type: 'longTap' });
    }
    const held = next.press;
    if (held && !held.saveOffered && t - held.t >= SAVE_PRESS_MS) {
      next = { ...next, press: { ...held, saveOffered: true } };
      signals.push({ type: 'savePress', index: next.index });
    }
  }
  if (next.lastTap && !next.press?.secondTap && t - next.lastTap.t > DOUBLE_TAP_MS) {
    next = { ...next, lastTap: null };
    signals.push({ type: 'tap' });
  }
  return next;
}

const withPointer = (pointers: ReadonlyMap<number, Point>, id: number, at: Point | null) => {
  const copy = new Map(pointers);
  if (at) copy.set(id, at);
  else copy.delete(id);
  return copy;
};

const fromCentre = (state: GalleryState, at: Point): Point => ({ x: at.x - state.width / 2, y: at.y - state.height / 2 });

function fingerPair(state: GalleryState, ids: [number, number], pointers = state.pointers): FingerPair | null {
  const a = pointers.get(ids[0]);
  const b = pointers.get(ids[1]);
  return a && b ? { a: fromCentre(state, a), b: fromCentre(state, b) } : null;
}

/** Everything back at rest: strip on the current image, view within its limits, animated. */
const settle = (state: GalleryState): GalleryState => ({ ...state, dragX: 0, view: settledView(state.view, state), animation: SLIDE });

function goTo(state: GalleryState, index: number, signals: GallerySignal[]): GalleryState {
  const target = clampIndex(index, state.count);
  if (target === state.index) return settle(state);
  signals.push({ type: 'indexChanged', index: target });
  return { ...state, index: target, dragX: 0, view: IDENTITY_VIEW, animation: SLIDE, lastTap: null };
}

function onDown(state: GalleryState, id: number, at: Point, t: number, signals: GallerySignal[]): GalleryState {
  const pointers = withPointer(state.pointers, id, at);
  if (state.pointers.size === 0) {
    let lastTap = state.lastTap;
    const secondTap = lastTap !== null && isDoubleTap(lastTap, { at, t });
    if (lastTap && !secondTap) {
      signals.push({ type: 'tap' }); // a new press elsewhere: the waiting tap was a single one
      lastTap = null;
    }
    const view = { ...state.view, rotation: normalizedRotation(state.view.rotation) };
    const press: Press = { id, start: at, t, moved: 0, startView: view, longTapped: false, saveOffered: false, secondTap, afterPinch: false };
    return { ...state, pointers, view, press, lastTap, animation: null };
  }
  const first = state.press?.id ?? state.pinch?.ids[0];
  if (state.pinch || first === undefined || !state.pointers.has(first)) return { ...state, pointers }; // a third finger
  const ids: [number, number] = [first, id];
  const start = fingerPair(state, ids, pointers);
  if (!start) return { ...state, pointers };
  const view = { ...state.view, rotation: normalizedRotation(state.view.rotation) };
  return { ...state, pointers, view, press: null, lastTap: null, pinch: { ids, start, startView: view }, animation: null };
}

function onMove(state: GalleryState, id: number, at: Point): GalleryState {
  if (!state.pointers.has(id)) return state;
  const moved = { ...state, pointers: withPointer(state.pointers, id, at) };
  if (moved.pinch) {
    const now = fingerPair(moved, moved.pinch.ids);
    if (!now || !moved.pinch.ids.includes(id)) return moved;
    return { ...moved, view: pinchedView(moved.view, moved.pinch.startView, moved.pinch.start, now), animation: null };
  }
  const press = moved.press;
  if (!press || press.id !== id) return moved;
  const nextPress = { ...press, moved: Math.max(press.moved, distance(press.start, at)) };
  if (press.saveOffered) return { ...moved, press: nextPress };
  const dx = at.x - press.start.x;
  const dy = at.y - press.start.y;
  if (isZoomed(press.startView)) {
    const panned = pannedView(moved.view, press.startView.x + dx, press.startView.y + dy, moved);
    const dragX = press.afterPinch ? 0 : resistedDrag(panned.overflowX, moved.index, moved.count);
    return { ...moved, press: nextPress, view: panned.view, dragX, animation: null };
  }
  if (press.afterPinch) return { ...moved, press: nextPress };
  return { ...moved, press: nextPress, dragX: resistedDrag(dx, moved.index, moved.count), animation: null };
}

function onPressEnd(state: GalleryState, press: Press, at: Point, t: number, signals: GallerySignal[]): GalleryState {
  const ended = { ...state, press: null };
  // The end of a pinch or of a press that offered saving is no tap, no swipe, and ends a waiting tap.
  if (press.afterPinch || press.saveOffered) return settle({ ...ended, lastTap: null });
  if (isTap(press.moved, t - press.t)) {
    if (press.secondTap) {
      signals.push({ type: 'doubleTap' });
      const view = toggledZoom(ended.view, fromCentre(ended, press.start), ended);
      return { ...ended, dragX: 0, view, lastTap: null, animation: SLIDE };
    }
    const tap = { at: press.start, t: press.t };
    // Held past the double-tap time already: no second tap can follow, it is a single tap now.
    if (t - press.t > DOUBLE_TAP_MS) {
      signals.push({ type: 'tap' });
      return settle({ ...ended, lastTap: null });
    }
    return settle({ ...ended, lastTap: tap });
  }
  const dy = at.y - press.start.y;
  const pushed = isZoomed(press.startView)
    ? pannedView(press.startView, press.startView.x + (at.x - press.start.x), press.startView.y + dy, ended).overflowX
    : at.x - press.start.x;
  const direction = swipeDirection(pushed, dy, t - press.t);
  return goTo({ ...ended, lastTap: null }, ended.index + direction, signals);
}

function onLift(state: GalleryState, id: number, at: Point | null, t: number, signals: GallerySignal[]): GalleryState {
  if (!state.pointers.has(id)) return state;
  const lifted = { ...state, pointers: withPointer(state.pointers, id, null) };
  if (lifted.pinch) {
    if (!lifted.pinch.ids.includes(id)) return lifted;
    const settled = settle({ ...lifted, pinch: null });
    const [remainingId, remainingAt] = [...settled.pointers.entries()][0] ?? [];
    if (remainingId === undefined || !remainingAt) return settled;
    const press: Press = {
      id: remainingId,
      start: remainingAt,
      t,
      moved: 0,
      startView: settled.view,
      longTapped: false,
      saveOffered: false,
      secondTap: false,
      afterPinch: true,
    };
    return { ...settled, press };
  }
  const press = lifted.press;
  if (!press || press.id !== id) return lifted;
  if (!at) return settle({ ...lifted, press: null }); // cancelled: the browser took the pointer
  return onPressEnd(lifted, press, at, t, signals);
}

/** One event in, the next state and what the page should do out. Pure: same input, same output. */
export function stepGallery(state: GalleryState, event: GalleryEvent): GalleryStep {
  const signals: GallerySignal[] = [];
  const now = advance(state, event.t, signals);
  let next: GalleryState;
  switch (event.type) {
    case 'down':
      next = onDown(now, event.id, { x: event.x, y: event.y }, event.t, signals);
      break;
    case 'move':
      next = onMove(now, event.id, { x: event.x, y: event.y });
      break;
    case 'up':
      next = onLift(now, event.id, { x: event.x, y: event.y }, event.t, signals);
      break;
    case 'cancel':
      next = onLift(now, event.id, null, event.t, signals);
      break;
    case 'go':
      next = goTo(now, event.index, signals);
      break;
    case 'resize':
      next = { ...now, width: event.width, height: event.height, view: settledView(now.view, event), animation: null };
      break;
    case 'count':
      next = goTo({ ...now, count: event.count }, now.index, signals);
      break;
    case 'tick':
      next = now;
      break;
  }
  return { state: next, signals };
}
