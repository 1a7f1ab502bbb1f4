import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_HEAD_BYTES } from '../../server/input-guards.ts';
import { seededApp } from '../support/cms-app.ts';

/** Issue 12: requests Node's HTTP parser refuses still get the `{code, message, data}` envelope. */
let cms: Awaited<ReturnType<typeof seededApp>>;
let port = 0;
beforeAll(async () => {
  cms = await seededApp();
  await cms.app.listen({ port: 0, host: '127.0.0.1' });
  port = (cms.app.server.address() as AddressInfo).port;
});
afterAll(() => cms.app.close());

function get(path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('refusals from the HTTP parser', () => {
  it('a 60 KB query string gets 431 inside the envelope, naming the limit', async () => {
    const answer = await get(`/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pad=${'x'.repeat(60 * 1024)}`);
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, message: `headers: the address and headers are longer than ${MAX_REQUEST_HEAD_BYTES / 1024} KB`, data: null });
  });

  it('a query string under the limit is answered as usual', async () => {
    const answer = await get(`/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pad=${'x'.repeat(8 * 1024)}`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).code).toBe(200);
  });
});
