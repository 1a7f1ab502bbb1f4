import { appBridge } from '../bridge/app-bridge.ts';
import type { NoticeCentre } from '../http/notices.ts';
import type { Translate } from '../i18n/i18n.ts';
import { loginInsideApp, type AppLoginResult } from './app-login.ts';
import { readSessionCookie } from './cookie.ts';
import { browserSessionStore } from './store.ts';
import { exchangeSessionToken } from './token-login.ts';

/** Spec 1 §2: the login page, used when no authorisation is stored. */
export const LOGIN_ROUTE = '/YZlogin';

export type RequireLoginResult = AppLoginResult | { status: 'redirected'; href: string };

/** Where the login page sends the reader back to: a path of this site only. */
export function loginPageHref(returnTo: string): string {
  const safe = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return `${LOGIN_ROUTE}?redirect=${encodeURIComponent(safe)}`;
}

/**
 * For features that need login (spec 1 §6): logged in already, the app's login inside the app, else
 * the login page. (The chat apps' own login flows are not built yet; they get the login page too.)
 */
export async function requireLogin(t: Translate, notices: Pick<NoticeCentre, 'show'>): Promise<RequireLoginResult> {
  const store = browserSessionStore();
  if (store.isLoggedIn()) return { status: 'logged-in' };
  const native = appBridge();
  if (native.client.insideApp) {
    return loginInsideApp({
      store,
      readSessionCookie: () => readSessionCookie(),
      exchange: exchangeSessionToken,
      confirm: async () => (await import('./LoginPromptDialog.tsx')).showLoginPrompt(t),
      native,
      reload: () => window.location.reload(),
      toast: (text) => notices.show({ kind: 'toast', text: { raw: text } }),
      t,
    });
  }
  const href = loginPageHref(`${window.location.pathname}${window.location.search}`);
  window.location.assign(href);
  return { status: 'redirected', href };
}
