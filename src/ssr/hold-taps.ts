/**
 * The home hydrates its header first and its feed once the feed's code has come (src/feed/feed-seed.ts).
 * A tap on the feed meanwhile would reach content React has not hydrated yet, and React drops it; this
 * holds such taps and replays the last one on the same element once the feed is live and that element
 * hydrated (nested boundaries, a card's, hydrate a little after the feed's own).
 */
export function holdTapsUntil(region: Element, live: Promise<unknown>): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement) || !region.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  document.addEventListener('click', hold, { capture: true });
  void live.finally(() => {
    document.removeEventListener('click', hold, { capture: true });
    if (held) replayWhenHydrated(held, performance.now() + REPLAY_WAIT_MS);
  });
}

/** How long a held tap waits for its element to hydrate before it is given up (a busy phone may take seconds). */
export const REPLAY_WAIT_MS = 10_000;

/** React marks each DOM node it has hydrated with its props, under a key of this prefix. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function replayWhenHydrated(element: HTMLElement, deadline: number): void {
  if (!element.isConnected || performance.now() > deadline) return;
  if (hydrated(element)) element.click();
  else requestAnimationFrame(() => replayWhenHydrated(element, deadline));
}
