/**
 * The attributes the page sets on <html> as it comes alive (plain data: the budget script and tests
 * read them too). The home and the life home hydrate in two steps: the app, then the feed (src/feed/feed-seed.ts).
 */
/** Set once the page has rendered or hydrated: from then on every tap is the app's. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
/** Set once a feed that hydrates after the page (the route's `feedAfterReady`) is live: taps on it before are held (src/ssr/hold-taps.ts). */
export const FEED_READY_ATTRIBUTE = 'data-feed-ready';
/** Marks the element around such a feed, whose taps wait for FEED_READY_ATTRIBUTE. */
export const FEED_PART_ATTRIBUTE = 'data-feed-part';
export const FEED_PART = { [FEED_PART_ATTRIBUTE]: '' } as const;

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
