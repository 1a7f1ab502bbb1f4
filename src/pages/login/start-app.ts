import { browserEnvironment, isInsideApp } from '../../../core/platform/bridge/environment.ts';
import type { MessageKey } from '../../../core/engine/i18n/i18n.ts';
import type { Notice } from '../../../core/engine/http/notices.ts';
import { configureRequests } from '../../../core/engine/http/request-setup.ts';
import { readSessionCookie } from '../../../core/platform/session/cookie.ts';
import { requestSessionValues } from '../../../core/platform/session/request-session.ts';
import { decideAppStart, runAppStart } from '../../../core/platform/session/app-start.ts';
import type { AppSilentError } from '../../../core/platform/session/start-session.ts';
import { browserSessionStore } from '../../../core/platform/session/store.ts';
import type { TokenExchange } from '../../../core/platform/session/token-login.ts';

/** The ticket login's call loads when a ticket login runs (in the app, a new session): a plain browser never needs it. */
const exchangeLazily: TokenExchange = async (ticket) => (await import('../../../core/platform/session/token-login.ts')).exchangeSessionToken(ticket);

/**
 * Before the first render: in development, `?native=ios|android` installs the simulated app (the
 * production build drops this branch and its chunk); then spec 1 §4's app start. Never rejects.
 * Its toast goes to the page's notice centre (shown by ToastHost once the app renders).
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
    const toast = (key: MessageKey, durationMs: number) => notify({ kind: 'toast', text: { key }, durationMs });
    const env = browserEnvironment();
    if (!isInsideApp(env.userAgent, env.deviceId)) {
      // Outside the app there is no bridge to ask (its code is not even downloaded): the cookie decides.
      const input = { userAgent: env.userAgent, tgtCookie: readSessionCookie(), storedTgt: store.get('TGT'), storedUserInfo: store.userInfo(), insideApp: false, appVersion: null };
      await runAppStart(decideAppStart(input), { store, exchange: exchangeLazily, toast, checkSecurityLock: async () => 'unknown' });
      return;
    }
    // Inside the app, the bridge and the questions app start asks it (version, lock, their time limit) load together.
    const [{ appBridge }, { startSession }] = await Promise.all([import('../../../core/platform/bridge/app-bridge.ts'), import('../../../core/platform/session/start-session.ts')]);
    await startSession({
      userAgent: env.userAgent,
      readSessionCookie: () => readSessionCookie(),
      store,
      native: appBridge(),
      exchange: exchangeLazily,
      toast,
      report: (error) => {
        console.warn(`[session] ${error.message}; the page starts as for an unknown answer`);
        report(error);
      },
    });
  } catch (error) {
    console.error('[session] app start failed; rendering anyway', error);
  }
}
