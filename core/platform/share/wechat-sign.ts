import { platformOf } from '../bridge/environment.ts';
import { request } from '../../engine/http/request.ts';
import { withoutHash } from './share-content.ts';

/** The local CMS's signing call (cms/routes/platform.ts; the path is not in the spec). */
export const WECHAT_SIGN_PATH = '/api/data-platform/wechat/getSign';
/** Length of the random nonceStr the page picks (the CMS accepts 1-32 letters and digits). */
export const WECHAT_NONCE_LENGTH = 16;

/** What the CMS signed and answers (protocols.md §4.1 step 5). */
export interface WeChatSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random nonceStr of letters and digits. */
export function weChatNonce(length = WECHAT_NONCE_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');
}

/** Unix seconds, as WeChat signs them. */
export const unixSeconds = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000);

/**
 * The address to sign, without '#…' (protocols.md §4.1 step 3). iOS WeChat verifies against the page
 * the reader landed on even after in-app navigations, Android against the current one (§4.1, SPA
 * pitfall), so iOS signs the landing address.
 */
export function weChatSigningUrl(currentHref: string, landingHref: string | null, userAgent: string): string {
  return withoutHash(platformOf(userAgent) === 'ios' && landingHref ? landingHref : currentHref);
}

/** The address the page was loaded with (before any pushState): the navigation entry's name. */
export function landingHrefOf(win: Window): string | null {
  const [entry] = win.performance.getEntriesByType('navigation');
  return entry?.name || null;
}

function signatureOf(answer: unknown, sent: { timestamp: number; nonceStr: string }): WeChatSignature | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { code, data } = answer as { code?: unknown; data?: unknown };
  if (Number(code) !== 200 || typeof data !== 'object' || data === null) return null;
  const { appId, timestamp, nonceStr, signature } = data as Record<string, unknown>;
  if (typeof appId !== 'string' || !appId || typeof signature !== 'string' || !/^[0-9a-f]{40}$/i.test(signature)) return null;
  // wx.config must carry exactly the values that were signed.
  if (Number(timestamp) !== sent.timestamp || nonceStr !== sent.nonceStr) return null;
  return { appId, timestamp: sent.timestamp, nonceStr: sent.nonceStr, signature };
}

/**
 * Asks the CMS to sign `url`: POST {url, timestamp, nonceStr} → {appId, timestamp, nonceStr,
 * signature}. Quiet on failure (the reader still has WeChat's own menu); rejects with the reason.
 */
export async function requestWeChatSignature(url: string, nowMs: number = Date.now()): Promise<WeChatSignature> {
  const sent = { url: withoutHash(url), timestamp: unixSeconds(nowMs), nonceStr: weChatNonce() };
  const answer = await request(WECHAT_SIGN_PATH, { method: 'POST', params: sent, notify: false });
  const signature = signatureOf(answer, sent);
  if (!signature) throw new Error(`unusable WeChat signature answer: ${JSON.stringify(answer)}`);
  return signature;
}
