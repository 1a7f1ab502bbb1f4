import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPE_HEADER, DEVICE_ID_HEADER, JSON_CONTENT_TYPE, TGT_HEADER, TOKEN_HEADER } from '../../core/engine/http/request.ts';
import { AUTHORIZATION_HEADER, GRAPHQL_PATH, TENANT_ID_HEADER } from '../../core/engine/http/graphql.ts';
import { HOME_FEED_REQUEST } from '../support/home-feed-request.ts';
import { buildServeApp, UPSTREAM_PROBE_PATH } from '../../server/serve-app.ts';
import { API_REQUEST_HEADERS, BAD_GATEWAY, GATEWAY_TIMEOUT, parseUpstream, upstreamAnswers, upstreamUrl } from '../../server/upstream.ts';

/*
 * Production mode's proxy rules, against a real second Fastify standing in for the content platform:
 * what goes up, what comes back, and the catalogued envelope when the platform fails.
 */

/** Short, so the time-out test is quick; the stand-in's slow route outlasts it many times over. */
const TEST_TIMEOUT_MS = 300;
const SLOW_ANSWER_MS = 10 * TEST_TIMEOUT_MS;

let platform: FastifyInstance;
let platformUrl: URL;
let refusedUrl: URL;
let distDir: string;
let serve: FastifyInstance;

/** The headers the stand-in platform saw on its last request. */
let lastSeen: Record<string, string | string[] | undefined> = {};

beforeAll(async () => {
  platform = Fastify({ forceCloseConnections: true });
  platform.removeAllContentTypeParsers();
  platform.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  platform.addHook('onRequest', async (request) => {
    lastSeen = request.headers;
  });
  platform.all('/api/echo', async (request) => ({ code: 200, message: 'success', data: { method: request.method, body: request.body ?? null } }));
  platform.get('/api/cached', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ code: 200, message: 'success', data: 1 }));
  platform.get('/api/slow', async (_request, reply) => {
    // Late, or never when the proxy gave up and went away.
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, SLOW_ANSWER_MS);
      reply.raw.once('close', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
    return reply.send({ code: 200, message: 'success', data: 'late' });
  });
  // Headers and half an answer, then silence (until the proxy goes away), or a cut connection.
  platform.get('/api/stalls', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json' });
    reply.raw.write('{"code":200,"data":[');
  });
  platform.get('/api/cut', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    reply.raw.write('{"code":200,"data":[', () => reply.raw.destroy());
  });
  platform.get('/api/compressed', async (request, reply) => {
    const json = JSON.stringify({ code: 200, message: 'success', data: '长沙'.repeat(500) });
    if (!String(request.headers['accept-encoding']).includes('br')) return reply.type('application/json').send(json);
    return reply.type('application/json').header('content-encoding', 'br').send(brotliCompressSync(json));
  });
  platform.get('/api/json-as-html', async (_request, reply) => reply.type('text/html;charset=UTF-8').send('{"code":200,"message":"success","data":[]}'));
  platform.get('/api/boom', async (_request, reply) => reply.code(500).type('text/plain').send('Error: boom\n    at secret (/srv/platform/db.js:12:3)'));
  platform.get('/api/html', async (_request, reply) => reply.type('text/html').send('<html>maintenance</html>'));
  platform.get('/api/gone', async (_request, reply) => reply.code(404).type('text/html').send('<html>not here</html>'));
  platform.get('/api/login-required', async (_request, reply) => reply.code(401).send({ code: 401, message: 'login required', data: null }));
  platform.get('/media/pic.svg', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(`<svg id="${request.headers.range ?? 'whole'}"/>`),
  );
  platform.get(UPSTREAM_PROBE_PATH, async () => ({ code: 200, message: 'success', data: [] }));
  platform.post(GRAPHQL_PATH, async (request) => ({ data: { echo: request.body ?? null } }));
  // The analytics collector, under a path of its own (ANALYTICS_COLLECTOR may carry one).
  platform.post('/datarangers/list', async (request) => ({ e: 0, received: request.body }));
  platform.get('/api/cms/client/category/getCategoryCompositeData', async () => ({ code: 200, message: 'success', data: [{ id: 48650, code: 'mycs.news', contents: [] }] }));
  await platform.listen({ port: 0, host: '127.0.0.1' });
  platformUrl = new URL(`http://127.0.0.1:${(platform.server.address() as { port: number }).port}`);

  // A port nobody listens on: the platform refuses the connection.
  const closed = Fastify();
  await closed.listen({ port: 0, host: '127.0.0.1' });
  refusedUrl = new URL(`http://127.0.0.1:${(closed.server.address() as { port: number }).port}`);
  await closed.close();

  distDir = mkdtempSync(join(tmpdir(), 'serve-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), `<!doctype html><html><head><title>城市</title></head><body><div id="root"><!--app-shell--><p>骨架</p><!--/app-shell--></div>${'<p>页脚</p>'.repeat(200)}</body></html>`);
  writeFileSync(join(distDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  serve = await buildServeApp({ upstream: platformUrl, distDir, timeoutMs: TEST_TIMEOUT_MS, collector: new URL('/datarangers', platformUrl) });
});

afterAll(async () => {
  await serve.close();
  await platform.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('what goes up', () => {
  it('passes the reader\'s token and the spec\'s headers (core/engine/http/request.ts), never cookies or the host', async () => {
    const answer = await serve.inject({
      method: 'GET',
      url: '/api/echo?contentId=1',
      headers: {
        [TOKEN_HEADER]: 'token-reader-0001',
        [DEVICE_ID_HEADER]: 'device-9',
        [CLIENT_TYPE_HEADER]: 'inside-app',
        [TGT_HEADER]: 'TGT-reader-0001',
        'content-type': JSON_CONTENT_TYPE,
        'accept-language': 'zh-CN',
        cookie: 'TGT=TGT-reader-0001; other=private',
        host: 'h5.example.cn',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(lastSeen).toMatchObject({ token: 'token-reader-0001', deviceid: 'device-9', 'x-client-type': 'inside-app', tgt: 'TGT-reader-0001', 'accept-language': 'zh-CN' });
    expect(lastSeen.cookie).toBeUndefined();
    expect(lastSeen.host).toBe(platformUrl.host);
    expect(lastSeen['x-forwarded-for']).toBeDefined();
  });

  it('passes the GraphQL endpoint (spec 2 §7) to the platform with TenantId and the bearer token; its answer is never stored', async () => {
    const query = '{"query":"{ fiveGContent(openId: \\"open-1\\") { link } }","variables":{}}';
    const answer = await serve.inject({
      method: 'POST',
      url: GRAPHQL_PATH,
      headers: { 'content-type': 'application/json', [TENANT_ID_HEADER]: 'changsha', [AUTHORIZATION_HEADER]: 'Bearer token-reader-0001', cookie: 'TGT=TGT-reader-0001' },
      payload: query,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { echo: query } });
    expect(lastSeen).toMatchObject({ tenantid: 'changsha', authorization: 'Bearer token-reader-0001' });
    expect(lastSeen.cookie).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('lists every header name the page sends', () => {
    for (const name of [TOKEN_HEADER, DEVICE_ID_HEADER, CLIENT_TYPE_HEADER, TGT_HEADER, 'content-type']) expect(API_REQUEST_HEADERS).toContain(name.toLowerCase());
  });

  it('passes a JSON or form body up as it came', async () => {
    const json = await serve.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': JSON_CONTENT_TYPE }, payload: '{"contentId":100003}' });
    expect(json.json()).toMatchObject({ data: { method: 'POST', body: '{"contentId":100003}' } });
    const form = await serve.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%E9%95%BF' });
    expect(form.json()).toMatchObject({ data: { body: 'a=1&b=%E9%95%BF' } });
  });
});

describe('what comes back', () => {
  it('a reader\'s own answer is never stored; an anonymous one keeps the platform\'s caching, else is shared as a page is', async () => {
    for (const headers of [{ token: 'token-reader-0001' }, { cookie: 'TGT=TGT-reader-0001' }]) {
      expect((await serve.inject({ url: '/api/cached', headers })).headers['cache-control']).toBe('private, no-store');
    }
    const anyone = await serve.inject({ url: '/api/cached' });
    expect(anyone.headers['cache-control']).toBe('public, max-age=60');
    expect((await serve.inject({ url: '/api/echo' })).headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');
    expect((await serve.inject({ method: 'POST', url: '/api/echo', payload: '{}', headers: { 'content-type': 'application/json' } })).headers['cache-control']).toBe('no-store');
    expect((await serve.inject({ url: '/api/slow' })).headers['cache-control']).toBe('no-store');
  });

  it('tags an anonymous answer strongly and answers 304 to its tag', async () => {
    const first = await serve.inject({ url: '/api/echo' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    const again = await serve.inject({ url: '/api/echo', headers: { 'if-none-match': tag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('passes a compressed answer through as it came, and JSON the platform calls HTML', async () => {
    const answer = await serve.inject({ url: '/api/compressed', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toMatchObject({ code: 200, data: '长沙'.repeat(500) });
    const plain = await serve.inject({ url: '/api/compressed' });
    expect([plain.headers['content-encoding'], plain.json().code]).toEqual([undefined, 200]);
    const html = await serve.inject({ url: '/api/json-as-html' });
    expect([html.statusCode, html.json().code]).toEqual([200, 200]);
  });

  it('passes the platform\'s own JSON failures as they are', async () => {
    const answer = await serve.inject({ url: '/api/login-required' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: 401, message: 'login required', data: null });
  });

  it('streams files with their headers and ranges', async () => {
    const answer = await serve.inject({ url: '/media/pic.svg', headers: { range: 'bytes=0-3' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.body).toBe('<svg id="bytes=0-3"/>');
  });
});

describe('when the platform fails, the catalogued envelope (spec 1 §8), never a hang or a stack', () => {
  const envelopeOf = (body: string) => JSON.parse(body) as { code: number; message: string; data: unknown };

  it('time-out: 504 within the time-out', async () => {
    const started = performance.now();
    const answer = await serve.inject({ url: '/api/slow' });
    expect(performance.now() - started).toBeLessThan(SLOW_ANSWER_MS);
    expect(answer.statusCode).toBe(GATEWAY_TIMEOUT);
    expect(envelopeOf(answer.body)).toEqual({ code: GATEWAY_TIMEOUT, message: 'the content platform did not answer in time', data: null });
  });

  it('an answer that stops halfway: 504 at the time-out; one cut off: 502', async () => {
    const stalled = await serve.inject({ url: '/api/stalls' });
    expect([stalled.statusCode, envelopeOf(stalled.body).code]).toEqual([GATEWAY_TIMEOUT, GATEWAY_TIMEOUT]);
    const cut = await serve.inject({ url: '/api/cut' });
    expect(cut.statusCode).toBe(BAD_GATEWAY);
    expect(envelopeOf(cut.body).message).toBe('the content platform\'s answer was cut off or too large');
  });

  it('a 5xx: 502 without the platform\'s words', async () => {
    const answer = await serve.inject({ url: '/api/boom' });
    expect(answer.statusCode).toBe(BAD_GATEWAY);
    expect(envelopeOf(answer.body)).toEqual({ code: BAD_GATEWAY, message: 'the content platform failed (500)', data: null });
    expect(answer.body).not.toContain('secret');
  });

  it('not JSON: 502 for a 200, the same status for a 4xx', async () => {
    const html = await serve.inject({ url: '/api/html' });
    expect([html.statusCode, envelopeOf(html.body).code]).toEqual([BAD_GATEWAY, BAD_GATEWAY]);
    const gone = await serve.inject({ url: '/api/gone' });
    expect([gone.statusCode, envelopeOf(gone.body).code]).toEqual([404, 404]);
    expect(gone.headers['content-type']).toContain('application/json');
  });

  it('refused: 502, for the API and for files', async () => {
    const cut = await buildServeApp({ upstream: refusedUrl, distDir, timeoutMs: TEST_TIMEOUT_MS });
    const api = await cut.inject({ url: '/api/echo' });
    expect(api.statusCode).toBe(BAD_GATEWAY);
    expect(envelopeOf(api.body)).toEqual({ code: BAD_GATEWAY, message: 'the content platform cannot be reached', data: null });
    const file = await cut.inject({ url: '/media/pic.svg' });
    expect(file.statusCode).toBe(BAD_GATEWAY);
    const deep = await cut.inject({ url: '/healthz?deep=1' });
    expect([deep.statusCode, deep.json().upstream.reachable]).toEqual([503, false]);
    expect((await cut.inject({ url: '/healthz' })).statusCode).toBe(200);
    // The page still serves: it renders itself in the browser.
    const page = await cut.inject({ url: '/details?newsId=1' });
    expect(page.statusCode).toBe(200);
    await cut.close();
  });

  it('the server-rendered pages get the same answers: the platform\'s, or a failure they fall back from', async () => {
    const answers = upstreamAnswers(platformUrl, TEST_TIMEOUT_MS);
    expect((await answers(HOME_FEED_REQUEST, { Token: 'token-reader-0002', Cookie: 'x=1' })).status).toBe(200);
    expect(lastSeen).toMatchObject({ token: 'token-reader-0002' });
    expect(lastSeen.cookie).toBeUndefined();
    expect((await answers('/api/slow', {})).status).toBe(GATEWAY_TIMEOUT);
  });
});

describe("pages: shared when anonymous, never stored when they carry a reader's identity", () => {
  it.each([{ token: 'token-reader-0001' }, { authorization: 'Bearer x' }, { tgt: 'TGT-reader-0001' }, { cookie: 'theme=dark; TGT=TGT-reader-0001' }])('%o: private, no-store', async (headers) => {
    const answer = await serve.inject({ url: '/details?newsId=1', headers });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('varies by language and by browser: the whole User-Agent, or the class an edge put in X-Reader-Agent', async () => {
    const plain = await serve.inject({ url: '/details?newsId=1', headers: { cookie: 'theme=dark' } });
    expect(plain.headers['cache-control']).toMatch(/^public, /);
    expect(plain.headers.vary).toBe('accept-language, user-agent, accept-encoding');
    const classified = await serve.inject({ url: '/details?newsId=1', headers: { 'x-reader-agent': 'browser' } });
    expect(classified.headers.vary).toBe('accept-language, x-reader-agent, accept-encoding');
  });
});

describe('pages: revalidated with a strong ETag, compressed', () => {
  it('answers 304 to the tag it gave, in any coding, and a new body to another', async () => {
    const first = await serve.inject({ url: '/details?newsId=1' });
    // Kept by a shared cache for a minute, revalidated by the browser each time (server/cache-policy.ts).
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    const again = await serve.inject({ url: '/details?newsId=1', headers: { 'if-none-match': tag } });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', tag]);
    const stale = await serve.inject({ url: '/details?newsId=1', headers: { 'if-none-match': '"another"' } });
    expect(stale.statusCode).toBe(200);

    const brotli = await serve.inject({ url: '/details?newsId=1', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(String(brotli.headers.vary)).toContain('accept-encoding');
    const revalidated = await serve.inject({ url: '/details?newsId=1', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(brotli.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves hashed assets immutable for a year', async () => {
    const asset = await serve.inject({ url: '/assets/entry-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('reports its health without asking the platform; ?deep=1 asks', async () => {
    const health = await serve.inject({ url: '/healthz' });
    expect(health.json()).toMatchObject({ ok: true, version: expect.any(String), build: expect.stringMatching(/^[0-9a-f]{12}$/), cms: 'upstream' });
    expect(health.json()).not.toHaveProperty('upstream');
    const deep = await serve.inject({ url: '/healthz?deep=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.json()).toMatchObject({ ok: true, upstream: { reachable: true } });
  });
});

describe('the analytics collector', () => {
  it("passes the SDK's /collector/… calls on the page's origin to the collector, the prefix left behind", async () => {
    const batch = JSON.stringify([{ events: [{ event: 'content_news_click_detail' }], header: { app_id: 10000004 } }]);
    const answer = await serve.inject({ method: 'POST', url: '/collector/list', headers: { 'content-type': 'application/json' }, payload: batch });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ e: 0, received: batch });
  });
});

describe('CMS_UPSTREAM', () => {
  it('names the platform\'s own hosts: production and test (spec 1 §7: the base address by environment)', () => {
    expect(parseUpstream('production').href).toBe('https://api.mycs.cn/');
    expect(parseUpstream('test').href).toBe('https://test-api.mycs.cn/');
  });
  it('takes an http(s) address, with a path prefix', () => {
    const base = parseUpstream('https://cms.example.cn/base/');
    expect(upstreamUrl(base, '/api/cms/client/home/hotSrv?a=1')).toBe('https://cms.example.cn/base/api/cms/client/home/hotSrv?a=1');
    expect(upstreamUrl(parseUpstream('http://10.0.0.5:8080'), '/api/x')).toBe('http://10.0.0.5:8080/api/x');
  });
  it.each([undefined, '', 'cms.example.cn', 'ftp://cms.example.cn', 'https://cms.example.cn/?a=1'])('refuses %j with a sentence', (text) => {
    expect(() => parseUpstream(text)).toThrow(/CMS_UPSTREAM/);
  });
});
