import type { ReactNode } from 'react';
import { WhenWoken, type Waker } from '../../core/engine/render/WhenWoken.tsx';
import { APP_READY_ATTRIBUTE } from '../ssr/ready-attributes.ts';
import { serverRendered } from '../ssr/server-render.ts';
import { afterPageReadyAndIdle } from './after-page-ready.ts';

/** The reader reaching for the part: a finger on it, or the keyboard's focus coming to it. */
const REACH_EVENTS = ['pointerdown', 'focusin'] as const;

/** Once the page is ready and the main thread idle (not waiting for every picture of the first screen). */
const whenPageIdle: Waker = (_place, reach) => afterPageReadyAndIdle(reach, { waitForLoad: false });

/**
 * At once when the reader reaches for it: the tap itself is held (src/ssr/hold-taps.ts) and replayed
 * on its button once that has hydrated. Heard on the document, before React: React stops an event
 * aimed at a part still waiting to hydrate at the app's root.
 */
const whenReached: Waker = (place, reach) => {
  const doc = place.ownerDocument;
  const stop = () => REACH_EVENTS.forEach((type) => doc.removeEventListener(type, onReach, { capture: true }));
  function onReach(event: Event) {
    if (!(event.target instanceof Node && place.contains(event.target))) return;
    stop();
    reach();
  }
  for (const type of REACH_EVENTS) doc.addEventListener(type, onReach, { capture: true });
  return stop;
};

const WAKERS: readonly Waker[] = [whenPageIdle, whenReached];

interface Props {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'span';
}

/**
 * Whether the part waits: only while the page the server rendered has not hydrated yet. A page the
 * browser renders (opened within the app, or without the server's HTML) has nothing to show for the
 * part meanwhile: it comes at once, as the server renders it at once.
 */
const waits = (): boolean => typeof document !== 'undefined' && serverRendered(document) && !document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

/**
 * A part of the first screen that only answers taps (the article's action bar, its read-aloud and
 * follow buttons): the server's HTML of it shows at once, and its code and hydration wait until the
 * page is ready and idle, or the reader reaches for it (issue 31: not among the scripts before ready).
 */
export function WhenPageLive({ children, className, as }: Props) {
  return (
    <WhenWoken className={className} as={as} wakers={WAKERS} awake={!waits()}>
      {children}
    </WhenWoken>
  );
}
