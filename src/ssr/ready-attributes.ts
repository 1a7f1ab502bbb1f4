/**
 * The attributes the page sets on <html> as it comes alive (plain data: the budget script and tests
 * read them too). The home hydrates in two steps: the app, then its feed (src/feed/feed-seed.ts).
 */
/** Set once the page has rendered or hydrated: from then on every tap is the app's. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
/** Set once the home's feed is live (hydrated or rendered): taps on it before are held (src/ssr/hold-taps.ts). */
export const FEED_READY_ATTRIBUTE = 'data-feed-ready';

/** Set when the app could not start (src/start-failure.ts): the page's own HTML is all there is, its links lead on. */
export const APP_FAILED_ATTRIBUTE = 'data-app-failed';

/** Settles once `attribute` is on <html> (an attribute the app sets when a part of it is live). */
export function whenRootAttribute(attribute: string): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.hasAttribute(attribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(attribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [attribute] });
  });
}
