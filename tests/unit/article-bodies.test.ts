import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES, BODY_REVALIDATE_MS, createBodyFetcher, platformBodyAddress } from '../../server/article-bodies.ts';
import { mediaOriginsOf } from '../../server/page-policy.ts';

/* Issue 26 item 2: production renders article bodies from the platform's hosts, bounded and kept. */

let platform: Server;
let origin: string;
const asked: { path: string; ifNoneMatch: string | undefined }[] = [];
let version = 1;

beforeAll(async () => {
  platform = createServer((request, response) => {
    asked.push({ path: request.url ?? '', ifNoneMatch: request.headers['if-none-match'] });
    if (request.url === '/content/a.html') {
      const tag = `"v${version}"`;
      if (request.headers['if-none-match'] === tag) return void response.writeHead(304, { etag: tag }).end();
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: tag }).end(`<p>version ${version}</p>`);
    }
    if (request.url === '/content/plain.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>no validator</p>');
    if (request.url === '/content/huge.html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const more = () => {
        while (sent <= BODY_MAX_BYTES * 2) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      return void more();
    }
    if (request.url === '/content/json.html') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":500}');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => platform.close(resolve)));

describe('article bodies from the platform', () => {
  it('fetches a body once, reuses it, and revalidates it with its ETag after BODY_REVALIDATE_MS', async () => {
    let now = 0;
    const fetchBody = createBodyFetcher({ upstreamAddress: platformBodyAddress(new URL(origin), []), timeoutMs: 2000, now: () => now });
    asked.length = 0;
    expect(await fetchBody('/content/a.html')).toBe('<p>version 1</p>');
    expect(await fetchBody('/content/a.html')).toBe('<p>version 1</p>');
    expect(asked).toHaveLength(1);
    now += BODY_REVALIDATE_MS;
    expect(await fetchBody('/content/a.html')).toBe('<p>version 1</p>');
    expect(asked.at(-1)).toEqual({ path: '/content/a.html', ifNoneMatch: '"v1"' });
    version = 2;
    now += BODY_REVALIDATE_MS;
    expect(await fetchBody('/content/a.html')).toBe('<p>version 2</p>');
  });

  it('asks once for readers of the same article at the same moment', async () => {
    const fetchBody = createBodyFetcher({ upstreamAddress: platformBodyAddress(new URL(origin), []), timeoutMs: 2000 });
    asked.length = 0;
    const bodies = await Promise.all(Array.from({ length: 10 }, () => fetchBody('/content/plain.html')));
    expect(new Set(bodies)).toEqual(new Set(['<p>no validator</p>']));
    expect(asked).toHaveLength(1);
  });

  it('leaves to the browser a body too large, not HTML, missing, or on a host the policy does not name', async () => {
    const fetchBody = createBodyFetcher({ upstreamAddress: platformBodyAddress(new URL(origin), ['https://cdn.platform.example']), timeoutMs: 5000 });
    expect(await fetchBody('/content/huge.html')).toBeNull();
    expect(await fetchBody('/content/json.html')).toBeNull();
    expect(await fetchBody('/content/none.html')).toBeNull();
    expect(await fetchBody('https://elsewhere.example/a.html')).toBeNull();
    expect(await fetchBody('//elsewhere.example/a.html')).toBeNull();
  });

  it('maps the site’s own paths to the upstream and named hosts’ addresses to themselves', () => {
    const address = platformBodyAddress(new URL('https://cms.example.cn/prefix'), ['https://v.example.cn']);
    expect(address('/content/1.html')).toBe('https://cms.example.cn/prefix/content/1.html');
    expect(address('https://v.example.cn/body/1.html')).toBe('https://v.example.cn/body/1.html');
    expect(address('https://evil.example/1.html')).toBeNull();
  });
});

describe('CMS_MEDIA_HOSTS', () => {
  it('names the upstream first, takes origins and bare hosts, and leaves out what is no http(s) origin', () => {
    expect(mediaOriginsOf('https://img.example.cn, v.example.cn  http://10.0.0.5:8080 ftp://x.example *.example.cn https://a.example/path', new URL('https://cms.example.cn/api'))).toEqual({
      origins: ['https://cms.example.cn', 'https://img.example.cn', 'https://v.example.cn', 'http://10.0.0.5:8080'],
      refused: ['ftp://x.example', '*.example.cn', 'https://a.example/path'],
    });
  });
});
