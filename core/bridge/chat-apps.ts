/**
 * Spec 1 §4: the chat-app browsers where the app renders at once with no login. Imports nothing: the
 * server classifies browsers by it too (server/cache-policy.ts), and the edge's VCL spells the same
 * patterns (deploy/varnish/default.vcl; tests/unit/edge-vcl.test.ts keeps them equal).
 */
export const CHAT_APPS: readonly RegExp[] = [/micromessenger|weixin/i, /\bqq\//i, /alipayclient|alipay/i, /weibo/i];

/** Whether the page runs in a chat app's browser (WeChat, QQ, Alipay, Weibo). */
export function isChatAppBrowser(userAgent: string): boolean {
  return CHAT_APPS.some((pattern) => pattern.test(userAgent));
}
