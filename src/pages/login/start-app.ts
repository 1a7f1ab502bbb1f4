import { appBridge } from '../../../core/bridge/app-bridge.ts';
import { pageNotices } from '../../../core/http/notices.ts';
import { configureRequests } from '../../../core/http/request-setup.ts';
import { readSessionCookie } from '../../../core/session/cookie.ts';
import { requestSessionValues } from '../../../core/session/request-session.ts';
import { startSession } from '../../../core/session/start-session.ts';
import { browserSessionStore } from '../../../core/session/store.ts';
import { exchangeSessionToken } from '../../../core/session/token-login.ts';

/**
 * Before the first render: in development, `?native=ios|android` installs the simulated app (the
 * production build drops this branch and its chunk); then spec 1 §4's app start. Never rejects.
 * Its toast goes to the page's notice centre (shown by ToastHost once the app renders).
 */
export async function startApp(): Promise<void> {
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
      native: appBridge(),
      exchange: exchangeSessionToken,
      toast: (key, durationMs) => pageNotices.show({ kind: 'toast', text: { key }, durationMs }),
    });
  } catch (error) {
    console.error('[session] app start failed; rendering anyway', error);
  }
}
