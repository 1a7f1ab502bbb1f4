import { describe, expect, it } from 'vitest';
import { publicOriginOf, publicOriginSetting, REQUEST_ORIGIN } from '../../server/public-origin.ts';

/** Issue 32: behind a TLS edge the server is asked over plain http; canonical and sitemap addresses name the public origin. */
const behindEdge = { protocol: 'http' as const, host: '10.0.0.7:5173', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'h5.example.cn, edge.internal' } };

describe('the public origin of the heads and sitemaps', () => {
  it("is the request's own when nothing is configured, whatever forwarded headers say (anyone can send them)", () => {
    expect(publicOriginOf(behindEdge, REQUEST_ORIGIN)).toBe('http://10.0.0.7:5173');
    expect(publicOriginOf(behindEdge, publicOriginSetting({}))).toBe('http://10.0.0.7:5173');
  });

  it('is PUBLIC_ORIGIN when set, before any header', () => {
    const setting = publicOriginSetting({ PUBLIC_ORIGIN: 'https://h5.example.cn/', TRUST_FORWARDED: '1' });
    expect(setting.origin).toBe('https://h5.example.cn');
    expect(publicOriginOf({ ...behindEdge, headers: { 'x-forwarded-host': 'evil.example' } }, setting)).toBe('https://h5.example.cn');
  });

  it("takes the edge's first forwarded scheme and host when TRUST_FORWARDED=1, else the request's", () => {
    const trusting = publicOriginSetting({ TRUST_FORWARDED: '1' });
    expect(publicOriginOf(behindEdge, trusting)).toBe('https://h5.example.cn');
    expect(publicOriginOf({ ...behindEdge, headers: { 'x-forwarded-proto': 'HTTPS' } }, trusting)).toBe('https://10.0.0.7:5173');
    expect(publicOriginOf({ ...behindEdge, headers: {} }, trusting)).toBe('http://10.0.0.7:5173');
  });

  it('refuses a PUBLIC_ORIGIN that is not an origin, naming it', () => {
    for (const wrong of ['h5.example.cn', 'ftp://h5.example.cn', 'https://h5.example.cn/news', 'https://h5.example.cn/?a=1']) {
      expect(() => publicOriginSetting({ PUBLIC_ORIGIN: wrong })).toThrow(`PUBLIC_ORIGIN=${wrong}`);
    }
  });
});
