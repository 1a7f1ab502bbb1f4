import { describe, expect, it } from 'vitest';
import { answerKey, readSeededAnswers } from '../../core/engine/http/answer-seed.ts';
import { defineCall, requestOf } from '../../core/engine/http/call.ts';
import { CallCache } from '../../core/engine/http/call-cache.ts';
import { detailCall } from '../../core/domain/detail/detail-api.ts';

describe('the answers a server-rendered page hydrates from', () => {
  it('keys a call by its address and parameters, whatever order the page passes them in', () => {
    expect(answerKey('/api/x', { b: 2, a: 'one', skipped: undefined })).toBe('/api/x?a=one&b=2');
    expect(answerKey('/api/x', { a: 'one', b: 2 })).toBe(answerKey('/api/x', { b: 2, a: 'one' }));
    expect(answerKey('/api/x')).toBe('/api/x');
    const { path, params } = requestOf(detailCall, { id: '100001', preview: false, hasAdvert: true });
    expect(answerKey(path, params)).toBe('/api/cms/client/content/getDetail/100001?hasAdvert=1&preview=0');
  });

  it('gives the seeded answers while the page stays where the server rendered it, and never again once it left', () => {
    let address = '/details?newsId=1';
    // The page's call cache answers from the seed (core/engine/http/call-cache.ts).
    const x = defineCall<{ a: number }, unknown>({ name: 'x', path: '/api/x', request: ({ a }) => ({ a }), read: (answer) => answer });
    const text = defineCall<string, unknown>({ name: 'text', kind: 'text', path: (url) => url, read: (answer) => answer });
    const fetch = () => new Promise<never>(() => {});
    const seeded = (call: ReturnType<CallCache['state']>) => (call.status === 'ready' ? call.value : undefined);
    const seed = new CallCache({ fetch, seed: { json: { '/api/x?a=1': { code: 200 } }, texts: { '/content/1.html': '<p>body</p>' } }, seedHolds: () => address === '/details?newsId=1' });
    expect(seeded(seed.state(x, { a: 1 }))).toEqual({ code: 200 });
    expect(seeded(seed.state(x, { a: 2 }))).toBeUndefined();
    expect(seeded(seed.state(text, '/content/1.html'))).toBe('<p>body</p>');
    address = '/details?newsId=2';
    expect(seeded(seed.state(x, { a: 1 }))).toBeUndefined();
    address = '/details?newsId=1'; // back again: the page asks afresh
    expect(seeded(seed.state(text, '/content/1.html'))).toBeUndefined();
  });

  it('reads only well-formed answers from the page, dropping texts that are not text', () => {
    expect(readSeededAnswers({ json: { k: 1 }, texts: { a: 'x', b: 7 } })).toEqual({ json: { k: 1 }, texts: { a: 'x' } });
    // Feeds name the key of their answer, by category.
    expect(readSeededAnswers({ json: { k: 1 }, texts: {}, feeds: { 'mycs.life.recommend': 'k', broken: 3 } })).toEqual({ json: { k: 1 }, texts: {}, feeds: { 'mycs.life.recommend': 'k' } });
    // Lists' items as the server resolved them, by call key and panel id; anything else there is dropped.
    expect(readSeededAnswers({ json: {}, texts: {}, resolved: { 'k\u0000p': [] } })).toEqual({ json: {}, texts: {}, resolved: { 'k\u0000p': [] } });
    expect(readSeededAnswers({ json: {}, texts: {}, resolved: [1] })).toEqual({ json: {}, texts: {} });
    for (const bad of [null, 'answers', [], { json: [] }, { json: {}, texts: null }, { texts: {} }]) expect(readSeededAnswers(bad)).toBeNull();
  });
});
