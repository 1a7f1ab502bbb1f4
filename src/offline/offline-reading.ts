/*
 * Offline reading in the page (issue 28 item 5): registers the offline worker (src/offline/service-worker.ts)
 * and shows the offline banner. Loaded after the page's load and an idle moment (src/main.tsx), so it
 * counts in no budget; plain DOM, no React.
 */
import { KEEP_LOADED, OFFLINE_MISSING, OFFLINE_SERVED, type OfflineMessage } from './offline-messages-protocol.ts';
import { offlineMessages } from './offline.messages.ts';
import './offline-banner.css';

/** The worker's address: at the root, so that it serves every page; the server sends it `no-cache`. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const OFFLINE_BANNER_TEST_ID = 'offline-banner';

type BannerText = keyof (typeof offlineMessages)['en'];

const textOf = (key: BannerText): string => {
  const language = document.documentElement.lang;
  const catalogue = language === 'en' || language === 'zh-TW' ? offlineMessages[language] : offlineMessages['zh-CN'];
  return catalogue[key];
};

let banner: HTMLElement | null = null;

function showBanner(key: BannerText): void {
  // Once a tap needed the network, the banner says so until the reader is back online.
  if (banner?.dataset.text === 'offline.needsNetwork' && key === 'offline.savedNews') return;
  // First in the page, in its flow: it pushes the page down rather than lying over its search bar.
  banner ??= document.body.insertBefore(Object.assign(document.createElement('div'), { className: 'offline-banner', role: 'status' }), document.body.firstChild);
  banner.dataset.testid = OFFLINE_BANNER_TEST_ID;
  banner.dataset.text = key;
  banner.textContent = textOf(key);
}

/** What the page loaded before the worker controlled it: the worker saves it (its page, files, pictures). */
function keepLoaded(): OfflineMessage {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const pictures = resources.filter((entry) => entry.initiatorType === 'img').map((entry) => entry.name);
  const files = resources.filter((entry) => ['script', 'link', 'css', 'other'].includes(entry.initiatorType)).map((entry) => entry.name);
  return { type: KEEP_LOADED, page: window.location.href, urls: [window.location.href, ...files, ...pictures], pictures };
}

/** Registers the worker and wires the banner; failures are reported, never shown (the page works without). */
export async function startOfflineReading(report: (error: unknown) => void): Promise<void> {
  const { serviceWorker } = navigator;
  serviceWorker.addEventListener('message', (event: MessageEvent<OfflineMessage>) => {
    if (event.data?.type === OFFLINE_SERVED) showBanner('offline.savedNews');
    if (event.data?.type === OFFLINE_MISSING) showBanner('offline.needsNetwork');
  });
  // A preview is never served from the offline store: offline, it needs the network.
  const offlineText: BannerText = new URLSearchParams(window.location.search).get('preview') === '1' ? 'offline.needsNetwork' : 'offline.savedNews';
  if (!navigator.onLine) showBanner(offlineText);
  window.addEventListener('offline', () => showBanner(offlineText));
  // Back online, a page that showed saved news (or said it needed the network) refreshes itself.
  window.addEventListener('online', () => {
    if (banner) window.location.reload();
  });
  try {
    // updateViaCache 'none': the browser always asks the server for the worker's file (a new release).
    await serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
    const registration = await serviceWorker.ready;
    registration.active?.postMessage(keepLoaded());
  } catch (error) {
    report(error);
  }
}
