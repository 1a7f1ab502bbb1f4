import { chatAppOf } from '../bridge/chat-apps.ts';
import { platformOf } from '../bridge/environment.ts';
import type { EnvironmentName } from '../../engine/env/environment.ts';
import { request, RequestError } from '../../engine/http/request.ts';
import { WECHAT_APP_ID } from '../share/wechat-account.ts';
import { readLoginAnswer, type LoginOutcome } from './token-login.ts';

/**
 * Spec 1 §6: outside the app, a feature that needs login sends the visitor "to the login page, or to
 * the chat app's own flow". WeChat's own flow is its web authorization (OAuth 2: the reader agrees in
 * WeChat, which comes back with a one-time code the CMS exchanges); the Weibo and QQ browsers on a
 * phone have none the product can use, so they are told 'please open in a browser' (spec 1 §8).
 */
export type ChatLoginRoute = 'wechat' | 'open-in-browser' | 'login-page';

export function chatLoginRoute(userAgent: string): ChatLoginRoute {
  const app = chatAppOf(userAgent);
  if (app === 'wechat') return 'wechat';
  if (platformOf(userAgent) !== null && (app === 'weibo' || app === 'qq')) return 'open-in-browser';
  return 'login-page';
}

/** WeChat's web authorization page; the local CMS stands in for it where the page is served locally. */
export const WECHAT_AUTHORIZE_URLS: Readonly<Record<EnvironmentName, string>> = {
  production: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  test: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  local: '/__stand-in/wechat/oauth2/authorize',
};
/** snsapi_userinfo: WeChat asks the reader once, and the CMS may read their profile for the account. */
export const WECHAT_SCOPE = 'snsapi_userinfo';
/** The `state` the login page recognises WeChat's return by. */
export const WECHAT_LOGIN_STATE = 'wechat-login';
/** The CMS call that turns WeChat's one-time code into the product's login (chosen here: the spec shows none). */
export const WECHAT_LOGIN_PATH = '/api/sys/login/wechat/code';

/** WeChat's authorization address, returning to `redirectUri` with `?code=…&state=wechat-login`. */
export function weChatAuthorizeHref(environment: EnvironmentName, redirectUri: string): string {
  const query = new URLSearchParams({ appid: WECHAT_APP_ID, redirect_uri: redirectUri, response_type: 'code', scope: WECHAT_SCOPE, state: WECHAT_LOGIN_STATE });
  // WeChat requires its fragment; its own page reads the query in this order.
  return `${WECHAT_AUTHORIZE_URLS[environment]}?${query.toString()}#wechat_redirect`;
}

/** POST of WeChat's code; answered like the session-cookie login (spec 1 §7). Never throws. */
export async function exchangeWeChatCode(code: string): Promise<LoginOutcome> {
  try {
    return readLoginAnswer(await request(WECHAT_LOGIN_PATH, { method: 'POST', params: { code }, notify: false }));
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'http' && error.status !== null && error.status < 500) return { kind: 'refused', code: error.status, message: null };
    return { kind: 'failed', error };
  }
}
