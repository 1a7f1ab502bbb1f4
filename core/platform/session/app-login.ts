import type { NativeApi } from '../bridge/native-api.ts';
import type { Translate } from '../../engine/i18n/i18n.ts';
import { canUseChatQuickLogin } from '../../domain/rules/version.ts';
import { pollLoginThenReload } from '../../domain/open/login-wait.ts';
import type { SessionStore } from './store.ts';
import type { TokenExchange } from './token-login.ts';

/** Spec 1 §4, §9: after "go to login" the app is asked every 400 ms whether the reader logged in. */
export const APP_LOGIN_POLL_MS = 400;

export type AppLoginResult =
  /** A token was stored already, or the session cookie was exchanged for one. */
  | { status: 'logged-in' }
  /** The exchange failed; the server's message or 'login failed' was shown. */
  | { status: 'failed' }
  | { status: 'cancelled' }
  /** userLogin was called; the app is polled and the page reloads once it reports logged in. */
  | { status: 'awaiting-app'; stop: () => void };

export interface AppLoginPorts {
  store: SessionStore;
  readSessionCookie(): string | null;
  exchange: TokenExchange;
  /** The prompt 'not logged in yet, please log in first' with cancel / go to login; true for go. */
  confirm(): Promise<boolean>;
  native: Pick<NativeApi, AppLoginHandler | 'getUserStatus'>;
  reload(): void;
  /** Shows a toast for the usual time (the page's notice centre). */
  toast(text: string): void;
  t: Translate;
  pollMs?: number;
}

export type AppLoginHandler = 'userLogin' | 'weChatQuickLogin';

/**
 * Spec 1 §4, §9: the app's logins the page hands over to, the one to use first: chat-app quick login
 * from app version 4.2.0 ("used when app version is 4.2.0 or later"), then the app's own login; below
 * 4.2.0 (or with no version known) the app's own login only. The login prompt's "go to login" takes
 * the first; the login page offers them all, in this order.
 */
export function appLoginChoices(appVersion: string | null | undefined): readonly [AppLoginHandler, ...AppLoginHandler[]] {
  return canUseChatQuickLogin(appVersion) ? ['weChatQuickLogin', 'userLogin'] : ['userLogin'];
}

/**
 * Asks the app to log in (its own login, or chat-app quick login: see appLoginChoices) and polls until
 * it says so, then reloads. Returns the stop function.
 */
export function loginThroughApp(
  ports: { native: Pick<NativeApi, AppLoginHandler | 'getUserStatus'>; reload(): void; pollMs?: number },
  via: AppLoginHandler = 'userLogin',
): () => void {
  void ports.native[via]();
  return pollLoginThenReload(
    {
      isLoggedIn: async () => {
        const status = await ports.native.getUserStatus();
        return status.ok && status.value.loggedIn;
      },
      reload: ports.reload,
    },
    ports.pollMs ?? APP_LOGIN_POLL_MS,
  );
}

/**
 * Spec 1 §4, login inside the app: a stored session cookie is exchanged for a token; without one the
 * reader is asked, and "go to login" hands over to the app's login.
 */
export async function loginInsideApp(ports: AppLoginPorts): Promise<AppLoginResult> {
  if (ports.store.isLoggedIn()) return { status: 'logged-in' };
  const ticket = ports.readSessionCookie();
  if (ticket) {
    const outcome = await ports.exchange(ticket);
    if (outcome.kind === 'ok') {
      ports.store.storeLogin(outcome.login, ticket);
      return { status: 'logged-in' };
    }
    // Spec 1 §8: the server's message or 'login failed'; a system error is logged.
    console.error('[session] login failed', outcome.kind === 'failed' ? outcome.error : outcome);
    const message = outcome.kind === 'refused' ? outcome.message : null;
    ports.toast(message || ports.t('session.loginFailed'));
    return { status: 'failed' };
  }
  if (!(await ports.confirm())) return { status: 'cancelled' };
  // The app's version as app start stored it (cs_appVersion).
  const [via] = appLoginChoices(ports.store.appVersion()?.versionName);
  return { status: 'awaiting-app', stop: loginThroughApp(ports, via) };
}
