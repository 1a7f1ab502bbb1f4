/**
 * Spec 1 §4: the chat-app browsers where the app renders at once with no login; the one answer of
 * which chat app a page runs in, for app start, login (core/platform/session/chat-login.ts) and app wake
 * (core/platform/share/app-wake.ts). Imports nothing: the server classifies browsers by it too
 * (server/cache-policy.ts), and the edge's VCL spells the same patterns (deploy/varnish/default.vcl;
 * tests/unit/edge-vcl.test.ts keeps them equal).
 */
export type ChatApp = 'wechat' | 'qq' | 'alipay' | 'weibo';

/**
 * QQ is the QQ app's browser (`QQ/x`) and QQ Browser (`MQQBrowser/x`): spec 1 §8 counts "a QQ
 * browser" among the chat-app browsers, beside the microblog's. Not a webview of another app built on
 * Tencent's X5 engine, which says `MQQBrowser/x TBS/y` without being QQ (an app's own webview may be
 * one: inside the native app the page must still find its bridge).
 */
export const CHAT_APP_PATTERNS: Readonly<Record<ChatApp, RegExp>> = {
  wechat: /micromessenger|weixin/i,
  qq: /\bqq\/|mqqbrowser\/(?!.*\btbs\/)/i,
  alipay: /alipayclient|alipay/i,
  weibo: /weibo/i,
};

export const CHAT_APPS: readonly RegExp[] = Object.values(CHAT_APP_PATTERNS);

/** The chat app whose browser the page runs in, first match in the order above; null in any other browser. */
export function chatAppOf(userAgent: string): ChatApp | null {
  for (const [app, pattern] of Object.entries(CHAT_APP_PATTERNS) as [ChatApp, RegExp][]) if (pattern.test(userAgent)) return app;
  return null;
}

/** Whether the page runs in a chat app's browser (WeChat, QQ, Alipay, Weibo). */
export function isChatAppBrowser(userAgent: string): boolean {
  return chatAppOf(userAgent) !== null;
}
