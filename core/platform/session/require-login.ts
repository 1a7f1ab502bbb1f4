import { loginPageHref } from '../../engine/routes/routes.ts';
import { appBridge } from '../bridge/app-bridge.ts';
import { ask, type NoticeCentre } from '../../engine/http/notices.ts';
import type { Translate } from '../../engine/i18n/i18n.ts';
import { currentEnvironment } from '../../engine/env/environment.ts';
import type { NativeApi } from '../bridge/native-api.ts';
import { loginInsideApp, type AppLoginResult } from './app-login.ts';
import { chatLoginRoute, weChatAuthorizeHref } from './chat-login.ts';
import { readSessionCookie } from './cookie.ts';
import { browserSessionStore } from './store.ts';
import { isSessionLocked } from './session-lock.ts';
import { exchangeSessionToken } from './token-login.ts';


/** Spec 1 §4: 'not logged in yet, please log in first', with cancel and go to login; true for go to login. */
export const askToLogIn = (notices: Pick<NoticeCentre, 'show'>): Promise<boolean> =>
  ask(notices, { text: { key: 'session.notLoggedIn' }, cancel: { key: 'session.cancel' }, confirm: { key: 'session.goToLogin' } });

/** 'declined': nothing can log the reader in here (a Weibo or QQ browser, a locked app); they were told so. */
export type RequireLoginResult = AppLoginResult | { status: 'redirected'; href: string } | { status: 'declined' };


/**
 * For features that need login (spec 1 §6): logged in already; the app's login inside the app;
 * WeChat's own authorization in WeChat's browser; 'please open in a browser' in the Weibo and QQ
 * browsers of a phone (spec 1 §8); else the login page. Inside the app the security lock is checked
 * first, logged in or not (session-lock.ts): a locked app neither exchanges nor uses the session.
 */
export async function requireLogin(t: Translate, notices: Pick<NoticeCentre, 'show'>, native: NativeApi = appBridge()): Promise<RequireLoginResult> {
  const store = browserSessionStore();
  if (await isSessionLocked(native, store)) {
    notices.show({ kind: 'toast', text: { key: 'session.appLocked' } });
    return { status: 'declined' };
  }
  if (store.isLoggedIn()) return { status: 'logged-in' };
  if (native.client.insideApp) {
    return loginInsideApp({
      store,
      readSessionCookie: () => readSessionCookie(),
      exchange: exchangeSessionToken,
      confirm: () => askToLogIn(notices),
      native,
      reload: () => window.location.reload(),
      toast: (text) => notices.show({ kind: 'toast', text: { raw: text } }),
      t,
    });
  }
  const here = `${window.location.pathname}${window.location.search}`;
  const route = chatLoginRoute(navigator.userAgent);
  if (route === 'open-in-browser') {
    notices.show({ kind: 'toast', text: { key: 'session.openInBrowser' } });
    return { status: 'declined' };
  }
  const href =
    route === 'wechat'
      ? weChatAuthorizeHref(currentEnvironment().name, new URL(loginPageHref(here), window.location.href).href)
      : loginPageHref(here);
  window.location.assign(href);
  return { status: 'redirected', href };
}
