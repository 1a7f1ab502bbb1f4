import { EARLY_TAP_HOLD_MS, EARLY_TAPS_GLOBAL } from './early-taps.ts';

/**
 * A page the server rendered hydrates after its HTML shows (the home: its header first, its feed once
 * the feed's code has come, src/feed/feed-seed.ts). A tap meanwhile would reach content React has not
 * hydrated yet, and React drops it; this holds such taps and replays the last one on the same element
 * once that part is live and the element hydrated (nested boundaries, a card's, hydrate a little after).
 */
export function holdTapsUntil(holds: (target: Element) => boolean, live: Promise<unknown>, early: HTMLElement | null = null): void {
  let held: HTMLElement | null = early;
  const hold = (event: MouseEvent) => {
    const target = tappableOf(event.target);
    if (!target || !holds(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  document.addEventListener('click', hold, { capture: true });
  void live.finally(() => {
    document.removeEventListener('click', hold, { capture: true });
    if (held) replayWhenHydrated(held, performance.now() + REPLAY_WAIT_MS);
  });
}

/**
 * Takes over from the page's inline script (src/ssr/early-taps.ts): it stops holding, and the tap it
 * held, if any, is returned for holdTapsUntil to replay. Null on a page without that script.
 */
export function takeEarlyTap(): HTMLElement | null {
  const early = Reflect.get(window, EARLY_TAPS_GLOBAL) as { target: unknown; off: () => void } | undefined;
  early?.off();
  return tappableOf(early?.target);
}

/** How long a held tap waits for its element to hydrate before it is given up (a busy phone may take seconds). */
export const REPLAY_WAIT_MS = EARLY_TAP_HOLD_MS;

/** The element a tap is replayed on: the tapped one, or for a drawing (an icon's SVG) the HTML element holding it. */
const tappableOf = (target: unknown) => (target instanceof Element ? target.closest<HTMLElement>(':not(svg, svg *)') : null);

/** React marks each DOM node it has hydrated with its props, under a key of this prefix. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function replayWhenHydrated(element: HTMLElement, deadline: number): void {
  if (!element.isConnected || performance.now() > deadline) return;
  if (hydrated(element)) element.click();
  else requestAnimationFrame(() => replayWhenHydrated(element, deadline));
}
