import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FIVE_G_TENANT } from '../../cms/graphql.ts';
import { GRAPHQL_PATH, GraphqlError, graphqlRequest } from '../../core/engine/http/graphql.ts';
import { textOf } from '../../core/engine/http/notices.ts';
import { REQUEST_TIMEOUT_MS } from '../../core/engine/http/request.ts';
import type { RequestError } from '../../core/engine/http/request-error.ts';
import { configureRequests, NO_SESSION } from '../../core/engine/http/request-setup.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import { seededApp } from '../support/cms-app.ts';

/** Spec 2 §7 (the GraphQL endpoint's headers and credentials) and §8 (its errors), against the local CMS's stand-in. */
const { app } = await seededApp();
afterAll(() => app.close());
const en = translator('en');
const zh = translator('zh-CN');
const QUERY = 'query ($openId: ID!, $genre: String) { fiveGContent(openId: $openId, genre: $genre) { openId genre title link } }';

let sent: { url: string; init: RequestInit }[] = [];
/** fetch answered by the CMS in-process, each call recorded. */
const cmsFetch = vi.fn(async (url: string, init: RequestInit) => {
  sent.push({ url, init });
  const answer = await app.inject({ method: 'POST', url, headers: init.headers as Record<string, string>, payload: String(init.body) });
  return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type']) } });
});
const restore = configureRequests({});
afterEach(() => {
  sent = [];
  vi.unstubAllGlobals();
  configureRequests(restore);
});
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(GraphqlError);
  return error as GraphqlError;
};

describe('the GraphQL client (core/engine/http/graphql.ts)', () => {
  it('POSTs {query, variables} as JSON to the page\'s origin with TenantId and the reader\'s token as a bearer, and gives the data', async () => {
    vi.stubGlobal('fetch', cmsFetch);
    configureRequests({ session: { ...NO_SESSION, token: () => 'token-reader-0001' } });
    const data = await graphqlRequest<{ fiveGContent: { link: string } }>(QUERY, { openId: 'open-100221', genre: 'video' }, { tenantId: FIVE_G_TENANT, debug: false });
    expect(data.fiveGContent).toMatchObject({ openId: 'open-100221', genre: 'video', link: '/details?newsId=100221' });
    const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
    expect(url).toBe(GRAPHQL_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ query: QUERY, variables: { openId: 'open-100221', genre: 'video' } });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', TenantId: FIVE_G_TENANT, Authorization: 'Bearer token-reader-0001' });
    expect(init.credentials).toBe('same-origin');
  });

  it('includes credentials in debug mode only; an anonymous reader sends no Authorization', async () => {
    vi.stubGlobal('fetch', cmsFetch);
    await graphqlRequest(QUERY, { openId: 'open-100221' }, { tenantId: FIVE_G_TENANT, debug: true });
    expect(sent[0]?.init.credentials).toBe('include');
    expect(sent[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it("an answer with errors says 'connection error (message)!'", async () => {
    vi.stubGlobal('fetch', cmsFetch);
    const error = await failureOf(graphqlRequest(QUERY, { openId: 'open-100221' }, { tenantId: null }));
    expect(error.kind).toBe('graphql');
    expect(textOf(error.notice.kind === 'toast' ? error.notice.text : { raw: '' }, en)).toBe('Connection error (TenantId header missing)!');
    expect(textOf(error.notice.kind === 'toast' ? error.notice.text : { raw: '' }, zh)).toBe('连接错误（TenantId header missing）！');
  });

  it("a failed fetch says 'connection error!': a status without errors, a body that is not JSON, the 20 s time-out", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    const toast = (error: GraphqlError) => textOf(error.notice.kind === 'toast' ? error.notice.text : { raw: '' }, en);
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    expect(toast(await failureOf(graphqlRequest(QUERY, {})))).toBe('Connection error!');
    vi.stubGlobal('fetch', async () => new Response('{"data":null}', { status: 500 }));
    expect(toast(await failureOf(graphqlRequest(QUERY, {})))).toBe('Connection error!');
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const late = await failureOf(graphqlRequest(QUERY, {}, { timeoutMs: 20 }));
    expect([late.kind, toast(late)]).toEqual(['failed', 'Connection error!']);
  });

  it("a lost network says the catalogue's network text", async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(graphqlRequest(QUERY, {}));
    expect(textOf(error.notice.kind === 'toast' ? error.notice.text : { raw: '' }, en)).toBe('Your network is abnormal, unable to connect to server');
  });

  it('an HTTP 401 reaches the page\'s failure handler (the expired login is cleared)', async () => {
    const failures: RequestError[] = [];
    configureRequests({ onFailure: (error) => void failures.push(error) });
    vi.stubGlobal('fetch', async () => new Response('{"errors":[{"message":"token expired"}]}', { status: 401 }));
    expect((await failureOf(graphqlRequest(QUERY, {}))).detail).toBe('token expired');
    expect(failures.map((failure) => failure.status)).toEqual([401]);
  });
});

describe("the local CMS's GraphQL stand-in (cms/graphql.ts)", () => {
  const ask = (headers: Record<string, string>, variables: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: GRAPHQL_PATH, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ query: QUERY, variables }) });

  it("answers a 5G item's content within the caller's tenant; another tenant is refused; an unknown item is null", async () => {
    expect((await ask({ tenantid: FIVE_G_TENANT }, { openId: 'open-100221' })).json()).toMatchObject({ data: { fiveGContent: { link: '/details?newsId=100221' } } });
    expect((await ask({ tenantid: 'elsewhere' }, { openId: 'open-100221' })).json().errors[0].message).toBe('unknown tenant elsewhere');
    expect((await ask({ tenantid: FIVE_G_TENANT }, { openId: 'open-999999999' })).json()).toEqual({ data: { fiveGContent: null } });
  });

  it('the 5G search points at it: its video items carry tenantId, openId and genre, and no link', async () => {
    const found = (await app.inject({ method: 'POST', url: '/api/cms/client/search/all', payload: { keyword: '视频', pageNum: 1, pageSize: 20, searchType: '5G_special' } })).json().data.contents as Record<string, unknown>[];
    const video = found.find((item) => item.genre === 'video');
    expect(video).toMatchObject({ tenantId: FIVE_G_TENANT, openId: `open-${String(video?.id)}` });
    expect(video?.link).toBeUndefined();
    expect((await ask({ tenantid: String(video?.tenantId) }, { openId: video?.openId, genre: 'video' })).json().data.fiveGContent.link).toBe(`/details?newsId=${String(video?.id)}`);
  });
});
