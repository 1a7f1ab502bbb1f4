import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import {
  createGalleryState,
  nextDeadline,
  stepGallery,
  type GalleryEvent,
  type GallerySignal,
  type GalleryState,
} from '../../core/domain/gallery/gesture-machine.ts';

export interface GalleryGestures {
  state: GalleryState;
  /** Feeds an event that is not a pointer (keyboard, the page): time is filled in. */
  go: (index: number) => void;
  /** The page's image list changed length. */
  recount: (count: number) => void;
  viewportRef: RefObject<HTMLDivElement | null>;
  pointerHandlers: {
    onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => void;
  };
}

/** Timers may run a little early; a tick one millisecond after the deadline is surely past it. */
const TIMER_MARGIN_MS = 1;

/**
 * Drives the pure gesture machine (core/domain/gallery) from the viewport's pointer events, its size and
 * the machine's own deadlines (long press, single tap), and hands each signal to `onSignal`.
 */
export function useGalleryGestures(count: number, initialIndex: number, onSignal: (signal: GallerySignal) => void): GalleryGestures {
  const [state, setState] = useState(() =>
    createGalleryState({ count, index: initialIndex, width: window.innerWidth, height: window.innerHeight }),
  );
  const current = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const viewport = useRef<HTMLDivElement | null>(null);
  const onSignalNow = useRef(onSignal);
  useLayoutEffect(() => {
    onSignalNow.current = onSignal;
  });

  // Stable (no deps): it reads and writes the machine through refs, so timers and listeners keep it.
  const send = useCallback(function send(event: GalleryEvent) {
    const step = stepGallery(current.current, event);
    current.current = step.state;
    setState(step.state);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const deadline = nextDeadline(step.state);
    if (deadline !== null) {
      const wait = Math.max(0, deadline - performance.now()) + TIMER_MARGIN_MS;
      timer.current = setTimeout(() => send({ type: 'tick', t: performance.now() }), wait);
    }
    for (const each of step.signals) onSignalNow.current(each);
  }, []);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // The machine measures in the viewport's own pixels (slide width, pan limits, tap position).
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width !== current.current.width || height !== current.current.height) send({ type: 'resize', width, height, t: performance.now() });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [send]);

  const go = useCallback((index: number) => send({ type: 'go', index, t: performance.now() }), [send]);
  const recount = useCallback((newCount: number) => send({ type: 'count', count: newCount, t: performance.now() }), [send]);

  const pointer = (type: 'down' | 'move' | 'up', event: ReactPointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    send({ type, id: event.pointerId, x: event.clientX - box.left, y: event.clientY - box.top, t: event.timeStamp });
  };

  return {
    state,
    go,
    recount,
    viewportRef: viewport,
    pointerHandlers: {
      onPointerDown(event) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        try {
          event.currentTarget.setPointerCapture(event.pointerId); // keep the finger's moves when it leaves
        } catch {
          // A pointer the browser no longer knows: its events still arrive while over the viewport.
        }
        pointer('down', event);
      },
      onPointerMove: (event) => pointer('move', event),
      onPointerUp: (event) => pointer('up', event),
      onPointerCancel: (event) => send({ type: 'cancel', id: event.pointerId, t: event.timeStamp }),
    },
  };
}
