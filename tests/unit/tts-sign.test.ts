import { describe, expect, it } from 'vitest';
import { signedTtsUrl, ttsAuthorization, ttsSignature, verifyTtsHandshake, TTS_CLOCK_SKEW_SECONDS } from '../../cms/tts/sign.ts';

/** protocols.md §2.1 signing test vector (computed with Python's hmac and base64). */
const VECTOR = {
  host: 'tts-api.xfyun.cn',
  date: 'Wed, 10 Jul 2019 07:35:43 GMT',
  apiKey: 'test_api_key',
  apiSecret: 'test_api_secret',
  signature: 'ufZ7VZvsVjMNMWRGV4DDc5We9HcpyoHqKvg/EnhMJ3k=',
  authorization:
    'YXBpX2tleT0idGVzdF9hcGlfa2V5IiwgYWxnb3JpdGhtPSJobWFjLXNoYTI1NiIsIGhlYWRlcnM9Imhvc3QgZGF0ZSByZXF1ZXN0LWxpbmUiLCBzaWduYXR1cmU9InVmWjdWWnZzVmpNTk1XUkdWNEREYzVXZTlIY3B5b0hxS3ZnL0VuaE1KM2s9Ig==',
};
const credentials = { apiKey: VECTOR.apiKey, apiSecret: VECTOR.apiSecret };
const signedAt = new Date(VECTOR.date);

describe('xfyun TTS signing (protocols.md §2.1)', () => {
  it('matches the test vector: Base64 of the raw HMAC-SHA256 digest, then the authorization', () => {
    expect(ttsSignature(VECTOR.host, VECTOR.date, VECTOR.apiSecret)).toBe(VECTOR.signature);
    expect(ttsAuthorization(VECTOR.apiKey, VECTOR.signature)).toBe(VECTOR.authorization);
  });

  it('builds the URL with authorization, date and host form-encoded', () => {
    const url = new URL(signedTtsUrl('wss', VECTOR.host, credentials, signedAt));
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('wss://tts-api.xfyun.cn/v2/tts');
    expect(url.searchParams.get('authorization')).toBe(VECTOR.authorization);
    expect(url.searchParams.get('date')).toBe(VECTOR.date);
    expect(url.searchParams.get('host')).toBe(VECTOR.host);
    expect(url.search).toContain('date=Wed%2C+10+Jul+2019+07%3A35%3A43+GMT');
  });
});

describe('handshake verdict of the stand-in', () => {
  const query = (url: string) => new URL(url).searchParams;
  const good = query(signedTtsUrl('ws', '127.0.0.1:5231', credentials, signedAt));
  const after = (seconds: number) => new Date(signedAt.getTime() + seconds * 1000);

  it('accepts a signature within the clock window, on either side', () => {
    expect(verifyTtsHandshake(good, credentials, after(TTS_CLOCK_SKEW_SECONDS))).toEqual({ ok: true });
    expect(verifyTtsHandshake(good, credentials, after(-TTS_CLOCK_SKEW_SECONDS))).toEqual({ ok: true });
  });

  it('answers 403 one second past the window', () => {
    expect(verifyTtsHandshake(good, credentials, after(TTS_CLOCK_SKEW_SECONDS + 1))).toMatchObject({ ok: false, status: 403 });
    expect(verifyTtsHandshake(good, credentials, after(-TTS_CLOCK_SKEW_SECONDS - 1))).toMatchObject({ ok: false, status: 403 });
  });

  it('answers 401 for another secret, another key, a changed host or date, or no authorization', () => {
    const now = after(0);
    expect(verifyTtsHandshake(good, { ...credentials, apiSecret: 'other' }, now)).toMatchObject({ status: 401 });
    expect(verifyTtsHandshake(good, { ...credentials, apiKey: 'other' }, now)).toMatchObject({ status: 401 });
    const moved = new URLSearchParams(good);
    moved.set('host', '127.0.0.1:5232');
    expect(verifyTtsHandshake(moved, credentials, now)).toMatchObject({ status: 401 });
    const redated = new URLSearchParams(good);
    redated.set('date', after(1).toUTCString());
    expect(verifyTtsHandshake(redated, credentials, now)).toMatchObject({ status: 401 });
    expect(verifyTtsHandshake(new URLSearchParams({ host: 'h', date: VECTOR.date }), credentials, now)).toMatchObject({ status: 401 });
  });

  it("accepts the browser demo's raw query (values not URL-encoded: the date's spaces and commas as they are)", () => {
    const raw = new URLSearchParams(`authorization=${VECTOR.authorization}&date=${VECTOR.date}&host=${VECTOR.host}`);
    expect(raw.get('date')).toBe(VECTOR.date);
    expect(verifyTtsHandshake(raw, credentials, signedAt)).toEqual({ ok: true });
  });
});
