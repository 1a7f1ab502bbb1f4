import { browserEnvironment, isInsideApp } from '../../../core/bridge/environment.ts';
import type { NativeApi } from '../../../core/bridge/native-api.ts';
import type { Notice } from '../../../core/http/notices.ts';
import { configureRequests } from '../../../core/http/request-setup.ts';
import { readSessionCookie } from '../../../core/session/cookie.ts';
import { requestSessionValues } from '../../../core/session/request-session.ts';
import { startSession, type AppSilentError } from '../../../core/session/start-session.ts';
import { browserSessionStore } from '../../../core/session/store.ts';
import type { TokenExchange } from '../../../core/session/token-login.ts';

/**
 * Before the first render: in development, `?native=ios|android` installs the simulated app (the
 * production build drops this branch and its chunk); then spec 1 §4's app start. Never rejects.
 * Its toast goes to the page's notice centre (shown by ToastHost once the app renders).
 */
type StartNative = Pick<NativeApi, 'client' | 'getAppVersion' | 'getSecurityLockState'>;

/** Outside the app there is no bridge to ask: its code is not even downloaded (bundle budget). */
const NO_APP: StartNative = {
  client: { platform: null, insideApp: false, ready: async () => false, call: async () => ({ ok: false, reason: 'no-bridge' }) },
  getAppVersion: async () => ({ ok: false, reason: 'no-bridge' }),
  getSecurityLockState: async () => ({ ok: false, reason: 'no-bridge' }),
};

async function startNative(): Promise<StartNative> {
  const env = browserEnvironment();
  if (!isInsideApp(env.userAgent, env.deviceId)) return NO_APP;
  return (await import('../../../core/bridge/app-bridge.ts')).appBridge();
}

/** The ticket login's call loads when a ticket login runs (in the app, a new session): a plain browser never needs it. */
const exchangeLazily: TokenExchange = async (ticket) => (await import('../../../core/session/token-login.ts')).exchangeSessionToken(ticket);

/**
 * `notify`: the page's notices (its engine may still be loading its texts: they show once it is there).
 * `report`: an app that did not answer in time (the page started without its answer).
 */
export async function startApp(notify: (notice: Notice) => void, report: (error: AppSilentError) => void): Promise<void> {
  if (import.meta.env.DEV && /[?&]native=(ios|android)(&|$)/.test(window.location.search)) {
    const { installFromQuery } = await import('../../native-simulator/dev-install.ts');
    installFromQuery(window.location.search);
  }
  const store = browserSessionStore();
  // The request wrapper sends the stored token and device id, and clears the login on expiry.
  configureRequests({ session: requestSessionValues(store) });
  try {
    await startSession({
      userAgent: window.navigator.userAgent,
      readSessionCookie: () => readSessionCookie(),
      store,
      native: await startNative(),
      exchange: exchangeLazily,
      toast: (key, durationMs) => notify({ kind: 'toast', text: { key }, durationMs }),
      report: (error) => {
        console.warn(`[session] ${error.message}; the page starts as for an unknown answer`);
        report(error);
      },
    });
  } catch (error) {
    console.error('[session] app start failed; rendering anyway', error);
  }
}
