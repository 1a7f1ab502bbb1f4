import { code } from '../../cities/current.ts';
import { appBridge } from '../../core/platform/bridge/app-bridge.ts';
import { whenLoadedAndIdle } from '../../core/engine/env/page-idle.ts';
import { currentEnvironment } from '../../core/engine/env/environment.ts';
import type { EngineBus, EngineEvents } from '../../core/engine/events.ts';
import { DEVICE_ID_KEY } from '../../core/platform/session/keys.ts';
import { browserSessionStore, browserStorage } from '../../core/platform/session/store.ts';
import { startAnalytics } from '../../core/platform/tracking/analytics.ts';
import { describeDevice, TRACKING_APP_NAME } from '../../core/platform/tracking/payload.ts';
import { browserDeviceId, privacyRefused, syncPrivacyFlag } from '../../core/platform/tracking/privacy.ts';
import { createTracker } from '../../core/platform/tracking/tracker.ts';

declare module '../../core/engine/events.ts' {
  interface EngineEvents {
    /** A page whose events cannot wait (the reading report goes when the reader leaves): the uploader starts now. */
    'tracking:needed': undefined;
  }
}

/** The analytics SDK's calls, on the page's own origin: the local CMS answers them (cms/routes/platform.ts), the production server passes them to the collector. */
const COLLECTOR_PATH = '/collector';

/**
 * What the page needs after its first paint, loaded lazily: the tracking uploader and the analytics
 * SDK, fed by the engine's tracking events.
 */
const started = new WeakSet<EngineBus>();

/**
 * The analytics SDK flushes on `unload`, which Chrome deprecates and which bars the back/forward
 * cache; `pagehide` fires in the same cases, so its listener is moved there.
 */
function moveUnloadListenersToPagehide(): void {
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
    add(type === 'unload' ? 'pagehide' : type, listener, options)) as typeof window.addEventListener;
}

export function startPageServices(bus: EngineBus, earlyEvents: readonly EngineEvents['tracking:event'][] = []): void {
  if (started.has(bus)) return;
  started.add(bus);
  const store = browserSessionStore();
  // Local storage, or the page's memory where storage is refused (bare localStorage throws there).
  const storage = browserStorage();
  const inApp = store.get(DEVICE_ID_KEY) !== null;
  // Outside the app the browser's own device id identifies its uploads (made once).
  const webDeviceId = browserDeviceId(storage);

  const device = describeDevice(navigator.userAgent);
  const tracker = createTracker({
    storage,
    identity: () => ({
      header: {
        app_name: TRACKING_APP_NAME,
        app_version: store.appVersion()?.versionName ?? '',
        platform: device.platform,
        device_model: device.device_model,
        device_brand: device.device_brand,
        os_name: device.os_name,
        os_version: device.os_version,
        custom: { language: navigator.language, region: `CN-${code}` },
      },
      user: { device_id: store.get(DEVICE_ID_KEY), web_id: webDeviceId },
      ids: { device_id: store.get(DEVICE_ID_KEY) ?? webDeviceId, user_unique_id: store.get('mycsUserId'), user_id: store.get('mycsUserId') },
    }),
  });

  moveUnloadListenersToPagehide();
  const environment = currentEnvironment();
  // Inside the app, the app says whether the reader agreed to the privacy terms; analytics waits for it.
  const privacyKnown = inApp ? syncPrivacyFlag(() => appBridge().applicationIsAgreePrivacy(), storage) : Promise.resolve();
  // Inside the app events go native; in a browser the SDK waits for the page to have loaded.
  const analytics = privacyKnown.then(async () => {
    // The SDK (36 KB gz, a long task to evaluate on a phone) need not compete with the article's
    // pictures and frame: a detail page starts the tracker at once for its reading report, but the SDK
    // waits for the page's load and an idle moment. Events wait for it in order.
    if (!inApp) await whenLoadedAndIdle();
    return startAnalytics({
      appId: environment.analyticsAppId,
      userUniqueId: store.get('mycsUserId'),
      native: inApp ? appBridge() : null,
      privacyRefused: privacyRefused(storage),
      // Our own origin in every environment: the server passes the collector's calls on (server/serve-app.ts).
      channelDomain: `${window.location.origin}${COLLECTOR_PATH}`,
    });
  }).catch((error: unknown) => {
    console.warn('[analytics] not started', error);
    return null;
  });

  const report = ({ name, params }: EngineEvents['tracking:event']) => {
    tracker.track(name, params, { batch: true });
    void analytics.then((client) => client?.event(name, params));
  };
  earlyEvents.forEach(report);
  bus.on('tracking:event', report);
  // A login in this page (the login page, the app's login) names the analytics user from then on.
  bus.on('session:changed', ({ userId }) => void analytics.then((client) => client?.identify(userId)));
  // Leaving (tab or webview closed, another site, the app backgrounded): what is queued goes now, in an
  // upload that outlives the page, the reading report of spec 2 §7 among it.
  const flushOnLeave = () => void tracker.flush({ keepalive: true });
  window.addEventListener('pagehide', flushOnLeave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushOnLeave();
  });
  startOfflineAfterLoad(bus);
  warmOpeningAfterLoad(bus);
}

/** Instant open (issue 28 item 6): what a tap on a card needs loads after the page's load and an idle moment. */
function warmOpeningAfterLoad(bus: EngineBus): void {
  void whenLoadedAndIdle()
    .then(() => import('../open/warm-opening.ts'))
    .then(({ warmOpening }) => warmOpening())
    .catch((error: unknown) => bus.emit('page:error', { where: 'warm-opening', error }));
}

/**
 * Offline reading (issue 28 item 5): the offline worker registers after the page's load and an idle
 * moment (this chunk is never in the home's first bundle: it counts in no budget), in built apps only
 * (Vite's dev server serves no worker).
 */
function startOfflineAfterLoad(bus: EngineBus): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const report = (error: unknown) => bus.emit('page:error', { where: 'offline-reading', error });
  void whenLoadedAndIdle()
    .then(() => import('../offline/offline-reading.ts'))
    .then(({ startOfflineReading }) => startOfflineReading(report))
    .catch(report);
}
