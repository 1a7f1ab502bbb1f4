import { isChatAppBrowser } from '../../platform/bridge/chat-apps.ts';
import { browserEnvironment, isInsideApp } from '../../platform/bridge/environment.ts';
import type { EngineBus } from '../events.ts';
import { createLoadingCounter } from '../http/loading.ts';
import { createNoticeCentre } from '../http/notices.ts';
import type { RequestFn } from '../http/request.ts';
import { RequestError } from '../http/request-error.ts';
import { browserSessionStore, browserStorage } from '../../platform/session/store.ts';
import { createShareHintStore } from '../../platform/share/share-hint.ts';
import type { Services, SessionPort } from './services.ts';

/**
 * GET of an article body (HTML text) from its contentUrl. Failures are classified as the request
 * wrapper's are (spec 1 §8): an HTTP status, no network, or an answer that broke off.
 */
async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw RequestError.of({ kind: error instanceof TypeError ? 'network' : 'no-response', status: null, code: null });
  }
  if (!response.ok) throw RequestError.of({ kind: 'http', status: response.status, code: null });
  const type = response.headers.get('content-type') ?? '';
  // A JSON answer at a body address (a misrouted API call) is no article, whatever it says.
  if (/json/i.test(type)) throw RequestError.of({ kind: 'code', status: 200, code: null });
  return response.text();
}

/**
 * The request wrapper loads with the first call (the home makes none before it is ready): it stays out
 * of the page's first bundle.
 */
const request: RequestFn = async (path, options) => (await import('../http/request.ts')).request(path, options);

/** The native bridge and the login flow load when first used: they stay out of the page's first bundle. */
const nativeApi = async () => (await import('../../platform/bridge/app-bridge.ts')).appBridge();

/** Reads the stored login and the environment when asked (the server renders with these services too). */
function browserSession(notices: Services['notices']): SessionPort {
  const store = browserSessionStore;
  return {
    get insideApp() {
      const env = browserEnvironment();
      return isInsideApp(env.userAgent, env.deviceId);
    },
    get chatApp() {
      return isChatAppBrowser(navigator.userAgent);
    },
    loggedIn: () => store().isLoggedIn(),
    userId: () => store().get('mycsUserId') ?? store().userInfo()?.mycsUserId ?? null,
    get storage() {
      return browserStorage();
    },
    requireLogin: async (t) => (await (await import('../../platform/session/require-login.ts')).requireLogin(t, notices)).status === 'logged-in',
  };
}

/**
 * The page's services, made once with its engine: the real request wrapper, bridge, session and
 * stores, whose changes travel on the engine's bus. Nothing here touches `window` until it is used.
 */
export function createBrowserServices(bus: EngineBus): Services {
  const notices = createNoticeCentre(bus);
  const loading = createLoadingCounter(bus);
  const hint = createShareHintStore(bus);
  return {
    request,
    fetchText,
    bridge: {
      setPoints: async (payload, options) => (await nativeApi()).setPoints(payload, options),
      openVideo: async (payload, options) => (await nativeApi()).openVideo(payload, options),
      editVideoDraft: async (payload, options) => (await nativeApi()).editVideoDraft(payload, options),
    },
    session: browserSession(notices),
    tracking: { track: (name, params) => bus.emit('tracking:event', { name, params }) },
    notices,
    loading,
    share: { notices, hint },
    leave: (href) => window.location.assign(href),
    now: () => Date.now(),
  };
}
