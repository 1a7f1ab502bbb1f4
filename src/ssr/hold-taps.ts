import { EARLY_TAP_HOLD_MS, EARLY_TAPS_GLOBAL } from './early-taps.ts';
import { APP_FAILED_ATTRIBUTE } from './ready-attributes.ts';

/** The app could not start (src/start-failure.ts): nothing is held any more, a held tap does what the HTML does. */
const appFailed = () => document.documentElement.hasAttribute(APP_FAILED_ATTRIBUTE);

/** A part of the page that is not the app's until an attribute is on <html> (src/ssr/ready-attributes.ts). */
export interface TapGate {
  within: Element;
  attribute: string;
}

/**
 * A page the server rendered hydrates after its HTML shows: the page (`data-app-ready`), the home's
 * feed once its code has come (`data-feed-ready`), and nested boundaries (a player, a card) a little
 * after those. A tap on what React has not hydrated yet reaches nothing and is lost. Until the page
 * has had EARLY_TAP_HOLD_MS, a tap on a part still gated, or on an element React has not hydrated, is
 * held, and the last one is replayed on its element once that is live. The first gate is the page.
 * A held tap is never trapped (issue 32): when its element is not live by the wait's end, or the app
 * fails to start, it is released to what the HTML alone does (a link leads on). `holdUntil`: the
 * page's time (performance.now) from which taps go through.
 */
export function holdTapsUntilLive(gates: readonly TapGate[], early: HTMLElement | null = null, holdUntil = EARLY_TAP_HOLD_MS): void {
  const gated = (element: Element) => gates.some(({ within, attribute }) => within.contains(element) && !document.documentElement.hasAttribute(attribute));
  let latest: HTMLElement | null = null;
  // `at`: where on the page the tap was. Hydration may put a new element in the tapped one's place (a
  // part the app renders otherwise than the server did): the tap then goes to what is there now.
  const replayWhenLive = (element: HTMLElement, at?: { x: number; y: number }) => {
    latest = element;
    const giveUpAt = performance.now() + REPLAY_WAIT_MS;
    const attempt = () => {
      if (latest !== element) return;
      if (performance.now() > giveUpAt || appFailed()) {
        latest = null;
        return release(element);
      }
      const target = element.isConnected ? element : at ? tappableOf(document.elementFromPoint(at.x - window.scrollX, at.y - window.scrollY)) : null;
      if (!target) return;
      if (gated(target) || !isLive(target)) return void requestAnimationFrame(attempt);
      latest = null;
      target.click();
    };
    attempt();
  };
  document.addEventListener(
    'click',
    (event) => {
      const target = tappableOf(event.target);
      // Past the hold's time a tap does what it does (as with the page's inline script).
      if (performance.now() > holdUntil || appFailed() || !target || !gates[0]?.within.contains(target) || (!gated(target) && isLive(target))) return;
      event.preventDefault();
      event.stopPropagation();
      replayWhenLive(target, { x: event.pageX, y: event.pageY });
    },
    { capture: true },
  );
  if (early) replayWhenLive(early);
}

/**
 * A held tap given up (its element never came alive, or the app failed): tapped again on its element,
 * now past the hold, so it does what the HTML does. Nothing when the element has gone.
 */
function release(element: HTMLElement): void {
  if (element.isConnected) element.click();
}

/**
 * Takes over from the page's inline script (src/ssr/early-taps.ts): it stops holding, and the tap it
 * held, if any, is returned for holdTapsUntilLive to replay. Null on a page without that script.
 */
export function takeEarlyTap(): HTMLElement | null {
  const early = Reflect.get(window, EARLY_TAPS_GLOBAL) as { target: unknown; off: () => void } | undefined;
  early?.off();
  return tappableOf(early?.target);
}

/** How long a held tap waits for its element to be live before it is given up (a busy phone may take seconds). */
export const REPLAY_WAIT_MS = EARLY_TAP_HOLD_MS;

/**
 * Settles once every link and button within `part` is live: its boundary and the ones nested in it
 * (a panel's plugin) have hydrated; by REPLAY_WAIT_MS whatever they do. Changing what holds a part
 * before (hiding it) would make React drop the server's HTML of a boundary still waiting.
 */
export function whenLive(part: Element): Promise<void> {
  const giveUpAt = performance.now() + REPLAY_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (performance.now() > giveUpAt || [...part.querySelectorAll('a[href], button')].every(isLive)) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** The element a tap is replayed on: the tapped one, or for a drawing (an icon's SVG) the HTML element holding it. */
const tappableOf = (target: unknown) => (target instanceof Element ? target.closest<HTMLElement>(':not(svg, svg *)') : null);

/**
 * React takes a tap on it: React has hydrated it (and keeps its props on it, under a key of this
 * prefix), or it lies in HTML React set as a whole (dangerouslySetInnerHTML: an article's body) on an
 * element React has hydrated.
 */
function isLive(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
    if (key) return node === element || (Reflect.get(node, key) as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML !== undefined;
  }
  return false;
}
