import { appBridge } from '../../core/platform/bridge/app-bridge.ts';
import { currentEnvironment } from '../../core/engine/env/environment.ts';
import { nativeOpenCalls } from '../../core/platform/bridge/open-calls.ts';
import { handCardOver, handOffOf } from '../../core/domain/content/handed-card.ts';
import { openItem, pageOpenPorts } from '../../core/domain/open/open-item.ts';
import { tellNotOpened, type Engine } from '../../core/engine/render/engine.tsx';
import { DEVICE_ID_KEY, LIVE_TOKEN_KEY } from '../../core/platform/session/keys.ts';
import { browserSessionStore } from '../../core/platform/session/store.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { OPENER_PLUGINS } from '../../plugins/openers/index.ts';

/** Same-origin paths the local CMS serves itself (pages, media, API): a full load, not a client route. */
const SERVER_PATHS = /^\/(content|media|api)\//;

/** The router's navigate for app routes, a page load for what the server itself serves. */
export function routeOrLoad(navigate: (path: string) => void): (path: string) => void {
  return (path) => (SERVER_PATHS.test(path) ? window.location.assign(path) : navigate(path));
}

/**
 * A reader's tap on an item (loaded on the first tap, so the open rules stay out of the initial
 * bundle): the registry's openers decide from data, the executor carries it out safely.
 */
export async function openFromPage(engine: Engine, item: ContentItem, panelId: string | null, navigate: (path: string) => void): Promise<void> {
  const { registry } = engine;
  if (registry.index.openers.size === 0) registry.register(...OPENER_PLUGINS);
  const store = browserSessionStore();
  const native = nativeOpenCalls(appBridge());
  const outcome = await openItem(
    registry.index,
    item,
    { deviceId: store.get(DEVICE_ID_KEY), loggedIn: store.isLoggedIn(), liveToken: store.get(LIVE_TOKEN_KEY), panelId, communityBaseUrl: currentEnvironment().communityBaseUrl },
    // A page of the app opens: it shows what the card showed at once (issue 28 item 6, instant open).
    pageOpenPorts((path) => {
      handCardOver(handOffOf(engine.bus), item);
      navigate(path);
    }, native),
  );
  if (outcome.status !== 'refused' && outcome.status !== 'nothing') return;
  // The reader tapped and nothing opens (a banner's invalid link, a refused address): say so.
  tellNotOpened(engine, item.id, outcome.reason);
}
