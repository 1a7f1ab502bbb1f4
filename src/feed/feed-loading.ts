import type { PanelEntry } from '../../core/engine/render/composite.ts';
import { loadReaderValidators } from '../../core/engine/schema/validator-set.ts';
import { DEVICE_ID_KEY } from '../../core/platform/session/keys.ts';
import { browserStorage } from '../../core/platform/session/store.ts';
import { COMPOSITE_PATH, compositeParams } from './feed-params.ts';

/*
 * What a page does for its feeds before the feed itself has rendered (the entry's part: the feed's
 * hook, src/feed/useFeed.ts, loads with the feed's chunk): the first page asked for early, the
 * resolver's and the plugins' code loaded at once.
 */

/** The reader's device id, sent with the feed's calls (none on a first visit). */
export const deviceId = (): string => browserStorage().getItem(DEVICE_ID_KEY) ?? '';

/** A category's feed page with the reader's device id (src/feed/feed-call.ts). */
export const readerFeedParams = (categoryCode: string, refreshType: 'open' | 'refresh', preview: boolean) => compositeParams(categoryCode, refreshType, preview, deviceId());

/** A seeded feed's panels as the server resolved them (src/main.tsx): no resolver needed to hydrate. */
export { thawPanels } from '../../core/engine/render/frozen-panels.ts';

/** The resolver and the validators load beside the request, not before first paint: they stay out of the initial bundle. */
export const loadFeedResolver = () => Promise.all([import('../../core/engine/render/composite.ts'), loadReaderValidators()]).then(([resolver]) => resolver);

/** Feed answers asked for before the page rendered (see prefetchFeed), each used once. */
const prefetched = new Map<string, Promise<unknown>>();

/**
 * Asks for a category's first page and loads the validators while the app is still starting, so
 * the feed's data, its code and the first paint do not wait on one another (largest paint).
 */
export function prefetchFeed(categoryCode: string): void {
  // The request wrapper is a chunk of its own, shared by every page (core/engine/services/browser-services.ts).
  const answer = import('../../core/engine/http/request.ts').then(({ request }) => request(COMPOSITE_PATH, { params: readerFeedParams(categoryCode, 'open', false), notify: false }));
  answer.catch(() => {}); // the hook reports the failure when it takes the answer
  prefetched.set(categoryCode, answer);
  void loadFeedResolver();
}

/** The first page prefetchFeed asked for, once. */
export function takePrefetched(categoryCode: string): Promise<unknown> | undefined {
  const answer = prefetched.get(categoryCode);
  prefetched.delete(categoryCode);
  return answer;
}

/** Loads every chunk a resolved feed needs at once, instead of one waterfall per card. */
export function loadFeedPlugins(panels: readonly PanelEntry[]): Promise<unknown[]> {
  return Promise.all(
    panels.flatMap((entry) =>
      entry.status === 'ok' ? [entry.plugin.load(), ...entry.items.flatMap((item) => (item.status === 'ok' ? [item.card.load()] : []))] : [],
    ),
  );
}
