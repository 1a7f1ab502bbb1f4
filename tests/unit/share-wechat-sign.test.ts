import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureRequests, type RequestSetup } from '../../core/engine/http/request-setup.ts';
import { requestWeChatSignature, unixSeconds, WECHAT_NONCE_LENGTH, WECHAT_SIGN_PATH, weChatNonce } from '../../core/platform/share/wechat-sign.ts';
import { WECHAT_TEST_TICKET } from '../../cms/routes/platform.ts';
import { seededApp } from '../support/cms-app.ts';

/**
 * The WeChat JS-SDK signature (protocols.md §4.1): hex(sha1("jsapi_ticket=…&noncestr=…&timestamp=…&url=…")),
 * keys lowercase in ASCII order, values raw. Written out here on its own, not taken from the server.
 */
const documentedSignature = (ticket: string, nonceStr: string, timestamp: number | string, url: string) =>
  createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`, 'utf8').digest('hex');

const { app } = await seededApp();
let previous: RequestSetup;

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  previous = configureRequests({ baseUrl: `http://127.0.0.1:${port}`, cookies: () => '' });
});
afterAll(async () => {
  configureRequests(previous);
  await app.close();
});

describe('WeChat signing through the local CMS', () => {
  it('matches the official example of the WeChat documentation', async () => {
    // protocols.md §4.1 "verified test vectors": the same ticket as the CMS's test account.
    const body = { url: 'http://mp.weixin.qq.com?params=value', timestamp: 1414587457, nonceStr: 'Wm3WZYTPz0wzccnW' };
    const answer = await app.inject({ method: 'POST', url: WECHAT_SIGN_PATH, payload: body });
    expect(answer.json()).toMatchObject({ code: 200, data: { timestamp: 1414587457, nonceStr: 'Wm3WZYTPz0wzccnW', signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed' } });
    expect(documentedSignature(WECHAT_TEST_TICKET, body.nonceStr, body.timestamp, body.url)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs what the page sends: the address without #, Unix seconds and its nonce', async () => {
    const now = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
    const signed = await requestWeChatSignature('http://127.0.0.1:5213/details?newsId=100003&from=timeline#comments', now);
    expect(signed.timestamp).toBe(Math.floor(now / 1000));
    expect(signed.nonceStr).toMatch(new RegExp(`^[A-Za-z0-9]{${WECHAT_NONCE_LENGTH}}$`));
    expect(signed.appId).toMatch(/^wx/);
    expect(signed.signature).toBe(documentedSignature(WECHAT_TEST_TICKET, signed.nonceStr, signed.timestamp, 'http://127.0.0.1:5213/details?newsId=100003&from=timeline'));
    // With the #part the signature would differ: WeChat would refuse it.
    expect(signed.signature).not.toBe(documentedSignature(WECHAT_TEST_TICKET, signed.nonceStr, signed.timestamp, 'http://127.0.0.1:5213/details?newsId=100003&from=timeline#comments'));
  });

  it('signs the address as sent, without re-encoding it', async () => {
    const raw = await requestWeChatSignature('http://127.0.0.1:5213/search?text=长沙');
    expect(raw.signature).toBe(documentedSignature(WECHAT_TEST_TICKET, raw.nonceStr, raw.timestamp, 'http://127.0.0.1:5213/search?text=长沙'));
    const encoded = await requestWeChatSignature('http://127.0.0.1:5213/search?text=%E9%95%BF%E6%B2%99');
    expect(encoded.signature).toBe(documentedSignature(WECHAT_TEST_TICKET, encoded.nonceStr, encoded.timestamp, 'http://127.0.0.1:5213/search?text=%E9%95%BF%E6%B2%99'));
  });

  it('rejects when the CMS will not sign (an address that is not http or https)', async () => {
    await expect(requestWeChatSignature('ftp://files.mycs.cn/a')).rejects.toThrow();
  });
});

describe('nonce and timestamp', () => {
  it('picks a fresh nonce of letters and digits every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => weChatNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(weChatNonce(32)).toHaveLength(32);
  });

  it('counts whole seconds, rounding down', () => {
    expect(unixSeconds(1414587457999)).toBe(1414587457);
    expect(unixSeconds(1414587457000)).toBe(1414587457);
  });
});
