import { describe, expect, it } from 'vitest';
import { callKey, defineCall, requestKey } from '../../core/engine/http/call.ts';
import { CallCache, LEFT_TO_BROWSER, type CallFetcher } from '../../core/engine/http/call-cache.ts';
import type { CallRequest } from '../../core/engine/http/call.ts';

const topic = defineCall<{ id: string; preview?: boolean }, string>({
  name: 'topic',
  path: ({ id }) => `/api/topic/${id}`,
  request: ({ preview = false }) => ({ preview: preview ? 1 : 0 }),
  read: (answer) => {
    const { code, data } = answer as { code: number; data: string };
    if (code !== 200) throw new Error(`code ${code}`);
    return data;
  },
  personal: ({ preview = false }) => preview,
});

const body = defineCall<string, string>({ name: 'body', kind: 'text', path: (url) => url, read: (answer) => String(answer), optional: true });

/** A fetcher answering from a table, counting what it was asked and letting each call be held. */
function stubFetcher(answers: Record<string, unknown>) {
  const asked: CallRequest[] = [];
  const aborted: string[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  const fetch: CallFetcher = async (request, signal) => {
    asked.push(request);
    signal.addEventListener('abort', () => aborted.push(request.path));
    if (held) await held;
    if (signal.aborted) throw new Error('aborted');
    const answer = answers[request.path];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return {
    fetch,
    asked,
    aborted,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the call cache', () => {
  it('keys a request by its address and its sorted parameters, the same as the answer seed, and a call by its definition too', () => {
    expect(requestKey(topic, { id: '7' })).toBe('/api/topic/7?preview=0');
    expect(requestKey(body, '/content/1.html')).toBe('/content/1.html');
    expect(callKey(topic, { id: '7' })).toBe('topic\u0000/api/topic/7?preview=0');
  });

  it('keeps apart two calls of one request that read its answer differently, both answered from one seed', async () => {
    const titleLength = defineCall<{ id: string; preview?: boolean }, number>({ ...topic, name: 'topic title length', read: (answer) => String((answer as { data: string }).data).length });
    const seed = { json: { [requestKey(topic, { id: '7' })]: { code: 200, data: 'Seeded' } }, texts: {} };
    const seeded = new CallCache({ fetch: stubFetcher({}).fetch, seed });
    expect(seeded.state(topic, { id: '7' })).toMatchObject({ value: 'Seeded' });
    expect(seeded.state(titleLength, { id: '7' })).toMatchObject({ value: 6 });
    const stub = stubFetcher({ '/api/topic/8': { code: 200, data: 'Topic eight' } });
    const cache = new CallCache({ fetch: stub.fetch });
    await cache.load(topic, { id: '8' });
    await cache.load(titleLength, { id: '8' });
    expect(cache.state(topic, { id: '8' })).toMatchObject({ value: 'Topic eight' });
    expect(cache.state(titleLength, { id: '8' })).toMatchObject({ value: 11 });
  });

  it('makes the same call once while it is in flight, and gives everyone asking its read answer', async () => {
    const stub = stubFetcher({ '/api/topic/7': { code: 200, data: 'Topic seven' } });
    const cache = new CallCache({ fetch: stub.fetch });
    expect(cache.state(topic, { id: '7' })).toEqual({ status: 'loading' });
    const [first, second] = await Promise.all([cache.load(topic, { id: '7' }), cache.load(topic, { id: '7' })]);
    expect(stub.asked).toHaveLength(1);
    expect(first).toEqual({ status: 'ready', value: 'Topic seven', seeded: false });
    expect(second).toBe(first);
    expect(cache.state(topic, { id: '7' })).toBe(first);
  });

  it('keeps a failure (an answer its reader refuses, a failed request) until asked again', async () => {
    const stub = stubFetcher({ '/api/topic/1': { code: 500, data: '' }, '/api/topic/2': new Error('offline') });
    const cache = new CallCache({ fetch: stub.fetch });
    expect((await cache.load(topic, { id: '1' })).status).toBe('failed');
    expect(await cache.load(topic, { id: '2' })).toMatchObject({ status: 'failed', error: new Error('offline') });
    await cache.load(topic, { id: '2' });
    expect(stub.asked).toHaveLength(2);
    // A retry asks again, telling its readers it is loading meanwhile.
    const seen: string[] = [];
    cache.subscribe(callKey(topic, { id: '2' }), () => seen.push(cache.state(topic, { id: '2' }).status));
    await cache.load(topic, { id: '2' }, { again: true });
    expect(stub.asked).toHaveLength(3);
    expect(seen).toEqual(['loading', 'failed']);
  });

  it('aborts and forgets a call once its last reader has left', async () => {
    const stub = stubFetcher({ '/api/topic/7': { code: 200, data: 'Topic seven' } });
    const cache = new CallCache({ fetch: stub.fetch });
    stub.hold();
    const key = callKey(topic, { id: '7' });
    const leave = cache.subscribe(key, () => {});
    const other = cache.subscribe(key, () => {});
    void cache.load(topic, { id: '7' });
    leave();
    await settled();
    expect(stub.aborted).toEqual([]); // another reader still waits
    other();
    await settled();
    expect(stub.aborted).toEqual(['/api/topic/7']);
    stub.release();
    await settled();
    expect(cache.state(topic, { id: '7' })).toEqual({ status: 'loading' });
  });

  it('answers from the seed while the page is where the server rendered it, and never once it left', async () => {
    let here = true;
    const stub = stubFetcher({ '/api/topic/7': { code: 200, data: 'Fresh' } });
    const seed = { json: { [requestKey(topic, { id: '7' })]: { code: 200, data: 'Seeded' } }, texts: { '/content/1.html': '<p>body</p>' } };
    const cache = new CallCache({ fetch: stub.fetch, seed, seedHolds: () => here });
    expect(cache.state(topic, { id: '7' })).toEqual({ status: 'ready', value: 'Seeded', seeded: true });
    expect(cache.state(body, '/content/1.html')).toMatchObject({ status: 'ready', value: '<p>body</p>' });
    expect(stub.asked).toEqual([]);
    here = false;
    expect(cache.state(topic, { id: '8' })).toEqual({ status: 'loading' });
  });

  it('refreshes a seeded answer in the background, keeping it shown unless the new one is ready', async () => {
    const seed = { json: { [requestKey(topic, { id: '7' })]: { code: 200, data: 'Anonymous' } }, texts: {} };
    const failing = new CallCache({ fetch: stubFetcher({ '/api/topic/7': new Error('offline') }).fetch, seed });
    await failing.load(topic, { id: '7' }, { again: true, keepShown: true });
    expect(failing.state(topic, { id: '7' })).toMatchObject({ status: 'ready', value: 'Anonymous' });
    const answering = new CallCache({ fetch: stubFetcher({ '/api/topic/7': { code: 200, data: 'Signed in' } }).fetch, seed });
    await answering.load(topic, { id: '7' }, { again: true, keepShown: true });
    expect(answering.state(topic, { id: '7' })).toMatchObject({ status: 'ready', value: 'Signed in' });
  });

  it('records on the server what the render got, never a personal call, and names a failed call the page needs', async () => {
    const stub = stubFetcher({ '/api/topic/7': { code: 200, data: 'Topic seven' }, '/content/1.html': '<p>body</p>', 'https://elsewhere/2.html': LEFT_TO_BROWSER, '/api/topic/9': new Error('offline') });
    const cache = new CallCache({ fetch: stub.fetch, recording: true });
    await cache.load(topic, { id: '7' });
    await cache.load(topic, { id: '8', preview: true });
    await cache.load(body, '/content/1.html');
    await cache.load(body, 'https://elsewhere/2.html');
    expect(stub.asked.map(({ path }) => path)).toEqual(['/api/topic/7', '/content/1.html', 'https://elsewhere/2.html']);
    // A JSON call as its definition read it (the page takes it as it is), a text as it came.
    expect(cache.recorded()).toEqual({ json: {}, reads: { [callKey(topic, { id: '7' })]: 'Topic seven' }, texts: { '/content/1.html': '<p>body</p>' } });
    expect(cache.failedCall()).toBeNull();
    await cache.load(body, '/content/broken.html'); // optional: the page shows without it
    expect(cache.failedCall()).toBeNull();
    await cache.load(topic, { id: '9' });
    expect(cache.failedCall()).toBe('/api/topic/9?preview=0');
  });

  it('leaves a browser-only call (a popup, what the reader came by) to the browser: never made on the server, made in the page', async () => {
    const popup = defineCall<string, string>({ name: 'popup', path: (id) => `/api/popup/${id}`, read: (answer) => String(answer), browserOnly: true });
    const server = stubFetcher({ '/api/popup/1': 'shown' });
    const recording = new CallCache({ fetch: server.fetch, recording: true });
    expect(await recording.load(popup, '1')).toEqual({ status: 'loading' });
    expect([server.asked, recording.recorded()]).toEqual([[], { json: {}, reads: {}, texts: {} }]);
    const browser = stubFetcher({ '/api/popup/1': 'shown' });
    expect(await new CallCache({ fetch: browser.fetch }).load(popup, '1')).toEqual({ status: 'ready', value: 'shown', seeded: false });
  });

  it("says whether the page is the server's: always on the server, in the browser while the seed holds", () => {
    let here = true;
    const seed = { json: {}, texts: {} };
    expect(new CallCache({ fetch: stubFetcher({}).fetch, recording: true }).rendered()).toBe(true);
    expect(new CallCache({ fetch: stubFetcher({}).fetch }).rendered()).toBe(false);
    const seeded = new CallCache({ fetch: stubFetcher({}).fetch, seed, seedHolds: () => here });
    expect(seeded.rendered()).toBe(true);
    here = false;
    expect(seeded.rendered()).toBe(false);
  });

  it('tells a render that asked for nothing (the search form) from one that wanted a call it could not make (no id)', async () => {
    const form = new CallCache({ fetch: stubFetcher({}).fetch, recording: true });
    expect(form.askedAny()).toBe(false);
    const withoutId = new CallCache({ fetch: stubFetcher({}).fetch, recording: true });
    withoutId.wantedWithoutParams();
    expect(withoutId.askedAny()).toBe(true);
    const personalOnly = new CallCache({ fetch: stubFetcher({}).fetch, recording: true });
    await personalOnly.load(topic, { id: '8', preview: true });
    expect([personalOnly.askedAny(), personalOnly.recorded()]).toEqual([true, { json: {}, reads: {}, texts: {} }]);
  });

  it("hands the page a list's items as the server resolved them, while the seed holds; the browser notes none", () => {
    const server = new CallCache({ fetch: stubFetcher({}).fetch, recording: true });
    server.noteResolved('list\u0000panel', [{ status: 'ok', card: 'card.thumbnail' }]);
    const seed = server.recorded();
    expect(seed.resolved).toEqual({ 'list\u0000panel': [{ status: 'ok', card: 'card.thumbnail' }] });
    let here = true;
    const page = new CallCache({ fetch: stubFetcher({}).fetch, seed: JSON.parse(JSON.stringify(seed)) as typeof seed, seedHolds: () => here });
    expect(page.seededResolution('list\u0000panel')).toEqual([{ status: 'ok', card: 'card.thumbnail' }]);
    expect(page.seededResolution('other\u0000panel')).toBeUndefined();
    page.noteResolved('mine\u0000panel', []);
    expect(page.recorded().resolved).toBeUndefined();
    // Once the page has left the server's address, the seed's items are nobody's.
    here = false;
    expect(page.seededResolution('list\u0000panel')).toBeUndefined();
  });

  it('hands the page each answer as the server read it: the page hydrates without reading it again (nor the validators a reading needs)', async () => {
    let readings = 0;
    const counted = defineCall<{ id: string }, { title: string; at: string }>({ name: 'counted', path: ({ id }) => `/api/item/${id}`, read: (answer) => (readings++, { title: String((answer as { data: string }).data), at: 'server' }) });
    const stamped = defineCall<{ id: string }, Date>({ name: 'stamped', path: ({ id }) => `/api/item/${id}`, read: () => new Date(0) });
    const server = new CallCache({ fetch: stubFetcher({ '/api/item/1': { code: 200, data: 'One' } }).fetch, recording: true });
    await server.load(counted, { id: '1' });
    await server.load(stamped, { id: '1' });
    const seed = server.recorded();
    // What is not plain JSON (a date) goes as the answer, for the page to read.
    expect(seed.json).toEqual({ '/api/item/1': { code: 200, data: 'One' } });
    const page = new CallCache({ fetch: stubFetcher({}).fetch, seed: JSON.parse(JSON.stringify(seed)) as typeof seed });
    readings = 0;
    expect(page.state(counted, { id: '1' })).toEqual({ status: 'ready', value: { title: 'One', at: 'server' }, seeded: true });
    expect(readings).toBe(0);
    expect(page.state(stamped, { id: '1' })).toEqual({ status: 'ready', value: new Date(0), seeded: true });
  });
});
