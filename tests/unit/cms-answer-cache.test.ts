import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../cms/answer-cache.ts';
import { READER, seededApp } from '../support/cms-app.ts';

/** The anonymous composite feed is served from cached bytes: never stale after a write, same JSON in every encoding. */
const { app, db } = await seededApp();
afterAll(() => app.close());
const FEED = '/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pageSize=20';
const ITEM = 100003;
const likesInFeed = async () => {
  const body = (await app.inject({ url: FEED })).json() as { data: { contents: { id: number; likeCountShow: number }[] }[] };
  return body.data.flatMap((p) => p.contents).find((c) => c.id === ITEM)?.likeCountShow;
};

describe('cached anonymous feed', () => {
  it('shows a like made through the server in the very next answer, and a direct database write too', async () => {
    const before = await likesInFeed();
    expect(before).toBeTypeOf('number');
    await app.inject({ method: 'POST', url: '/api/cms/client/like/likeOrCancel', headers: READER, payload: { targetId: ITEM } });
    expect(await likesInFeed()).toBe((before ?? 0) + 1);
    db.prepare('UPDATE counters SET likes = 7 WHERE content_id = ?').run(ITEM);
    expect(await likesInFeed()).toBe(7);
  });

  it('answers the same JSON compressed with brotli, gzip or not at all, with the security headers', async () => {
    const plain = await app.inject({ url: FEED });
    const br = await app.inject({ url: FEED, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url: FEED, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    for (const res of [plain, br, gzip]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });

  it('personalises for a signed-in reader instead of serving the shared answer', async () => {
    await app.inject({ method: 'POST', url: '/api/cms/client/favor/addOrCancelFavor', headers: READER, payload: { contentId: ITEM } });
    const mine = (await app.inject({ url: FEED, headers: READER })).json() as { data: { contents: { id: number; whetherFavor: boolean }[] }[] };
    expect(mine.data.flatMap((p) => p.contents).find((c) => c.id === ITEM)?.whetherFavor).toBe(true);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['*', 'gzip'],
  ] as const)('picks %s → %s', (accept, expected) => {
    expect(preferredEncoding(accept)).toBe(expected);
  });
});
