import { createHmac, timingSafeEqual } from 'node:crypto';

/** protocols.md §2.1: the request line the signature covers. */
export const TTS_PATH = '/v2/tts';
export const TTS_REQUEST_LINE = `GET ${TTS_PATH} HTTP/1.1`;
/** protocols.md §2.1: a signed URL is refused when its date is more than 300 s off the server's clock. */
export const TTS_CLOCK_SKEW_SECONDS = 300;
/** The production service; the local CMS signs for its own stand-in instead (cms/tts/stand-in.ts). */
export const XFYUN_TTS_HOST = 'tts-api.xfyun.cn';

export interface TtsCredentials {
  appId: string;
  apiKey: string;
  apiSecret: string;
}

/** protocols.md §2.1 steps 3–4: Base64 of the raw HMAC-SHA256 of the three signed lines. */
export function ttsSignature(host: string, date: string, apiSecret: string): string {
  const origin = `host: ${host}\ndate: ${date}\n${TTS_REQUEST_LINE}`;
  return createHmac('sha256', apiSecret).update(origin).digest('base64');
}

/** protocols.md §2.1 steps 5–6. */
export function ttsAuthorization(apiKey: string, signature: string): string {
  return Buffer.from(`api_key="${apiKey}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`, 'utf8').toString('base64');
}

/**
 * protocols.md §2.1 step 7: `<scheme>://<host>/v2/tts?authorization=…&date=…&host=…`, form-encoded
 * (the host signed is the one connected to, as the official browser demo does).
 */
export function signedTtsUrl(scheme: 'ws' | 'wss', host: string, credentials: Pick<TtsCredentials, 'apiKey' | 'apiSecret'>, date: Date): string {
  const dateText = date.toUTCString();
  const authorization = ttsAuthorization(credentials.apiKey, ttsSignature(host, dateText, credentials.apiSecret));
  const query = new URLSearchParams({ authorization, date: dateText, host });
  return `${scheme}://${host}${TTS_PATH}?${query.toString()}`;
}

export type HandshakeVerdict = { ok: true } | { ok: false; status: 401 | 403; message: string };

const AUTHORIZATION = /^api_key="([^"]*)", ?algorithm="hmac-sha256", ?headers="host date request-line", ?signature="([^"]*)"$/;

/**
 * What the service says to a handshake (protocols.md §2.1 failures): 401 when the authorization is
 * missing, unparseable or does not match (recomputed from the query's host and date), 403 when the
 * date is more than TTS_CLOCK_SKEW_SECONDS off `now`.
 */
export function verifyTtsHandshake(query: URLSearchParams, credentials: Pick<TtsCredentials, 'apiKey' | 'apiSecret'>, now: Date): HandshakeVerdict {
  const host = query.get('host') ?? '';
  const date = query.get('date') ?? '';
  // Base64 of this ASCII text holds no '+' (keys have no '>' or '~'), so a raw query parses alike.
  const parsed = AUTHORIZATION.exec(Buffer.from(query.get('authorization') ?? '', 'base64').toString('utf8'));
  if (!parsed || !host || !date) return { ok: false, status: 401, message: 'HMAC signature cannot be verified' };
  const expected = Buffer.from(ttsSignature(host, date, credentials.apiSecret));
  const given = Buffer.from(parsed[2] ?? '');
  if (parsed[1] !== credentials.apiKey || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, status: 401, message: 'HMAC signature does not match' };
  }
  const signedAt = Date.parse(date);
  if (Number.isNaN(signedAt) || Math.abs(now.getTime() - signedAt) > TTS_CLOCK_SKEW_SECONDS * 1000) {
    return { ok: false, status: 403, message: 'HMAC signature date is too far from the server clock' };
  }
  return { ok: true };
}
