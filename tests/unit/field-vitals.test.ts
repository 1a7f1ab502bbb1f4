import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  collectFieldVitals,
  FIELD_VITALS_PATH,
  isFieldVitalsBatch,
  percentile75,
  routeOfPath,
  sampled,
  type FieldMeasure,
  type FieldVitalsBatch,
} from '../../core/engine/reports/field-vitals.ts';
import { buildServeApp } from '../../server/serve-app.ts';
import { EDITOR, READER, seededApp } from '../support/cms-app.ts';

/** Issue 31 item 4: field data from readers' pages, to p75 per route and day for editors, to log lines in production. */
const lcp = (value: number): FieldMeasure => ({ name: 'LCP', value, rating: value <= 2500 ? 'good' : 'poor' });
const batch = (route: string, sampleRate: number, measures: FieldMeasure[]): FieldVitalsBatch => ({ route, sampleRate, measures });

describe('what a page sends', () => {
  it('names the screen, never what the reader opened', () => {
    expect(routeOfPath('/details')).toBe('/details');
    expect(routeOfPath('/openUrl/https%3A%2F%2Fexample.com%2Fprivate')).toBe('/openUrl');
    expect(routeOfPath('/')).toBe('/');
  });

  it('reports one page view in ten, and every preview', () => {
    expect([0, 0.05, 0.0999].every((draw) => sampled(false, draw))).toBe(true);
    expect([0.1, 0.5, 0.99].some((draw) => sampled(false, draw))).toBe(false);
    expect(sampled(true, 0.99)).toBe(true);
  });

  it('sends the latest value of each metric once, when the page is left', () => {
    const sent: FieldVitalsBatch[] = [];
    let report: (m: FieldMeasure) => void = () => {};
    let leave: () => void = () => {};
    collectFieldVitals({ route: '/details', sampleRate: 0.1, observe: (r) => (report = r), onLeave: (f) => (leave = f), send: (b) => sent.push(b) });
    report(lcp(1800));
    report(lcp(2100));
    report({ name: 'CLS', value: 0.02, rating: 'good' });
    leave();
    leave();
    expect(sent).toEqual([batch('/details', 0.1, [lcp(2100), { name: 'CLS', value: 0.02, rating: 'good' }])]);
  });

  it.each([null, {}, batch('details', 1, [lcp(1)]), batch('/x', 0, [lcp(1)]), batch('/x', 1, []), { route: '/x', sampleRate: 1, measures: [{ name: 'FID', value: 1, rating: 'good' }] }, batch('/x', 1, [lcp(-1)])])(
    'refuses what no page sends: %j',
    (body) => expect(isFieldVitalsBatch(body)).toBe(false),
  );
});

describe('p75', () => {
  it('is the value three quarters of the page views reach, each view counted by its weight', () => {
    expect(percentile75([1, 2, 3, 4].map((value) => ({ value, weight: 1 })))).toBe(3);
    // One reader view sampled at 10 % stands for ten: it outweighs three previews.
    expect(percentile75([{ value: 9000, weight: 10 }, ...[1, 2, 3].map((value) => ({ value, weight: 1 }))])).toBe(9000);
    expect(percentile75([])).toBeNull();
  });
});

describe('the local CMS keeps field data for editors', () => {
  let cms: Awaited<ReturnType<typeof seededApp>>;
  beforeAll(async () => {
    cms = await seededApp();
  });
  afterAll(() => cms.app.close());
  const post = (payload: unknown) => cms.app.inject({ method: 'POST', url: FIELD_VITALS_PATH, payload: payload as object });

  it('takes batches from anyone and gives editors p75 per route, day and metric', async () => {
    for (const value of [1000, 1200, 1400, 3000]) expect((await post(batch('/details', 1, [lcp(value)]))).statusCode).toBe(200);
    await post(batch('/', 1, [lcp(900), { name: 'TTFB', value: 120, rating: 'good' }]));
    const answer = await cms.app.inject({ method: 'GET', url: `${FIELD_VITALS_PATH}?days=1`, headers: { token: EDITOR.token } });
    const rows = (answer.json() as { data: { p75: { route: string; metric: string; p75: number; views: number }[] } }).data.p75;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ route: '/details', metric: 'LCP', p75: 1400, views: 4 }),
        expect.objectContaining({ route: '/', metric: 'LCP', p75: 900, views: 1 }),
        expect.objectContaining({ route: '/', metric: 'TTFB', p75: 120 }),
      ]),
    );
  });

  it('shows them to editors only, and refuses a malformed batch', async () => {
    expect((await cms.app.inject({ method: 'GET', url: FIELD_VITALS_PATH })).statusCode).toBe(401);
    expect((await cms.app.inject({ method: 'GET', url: FIELD_VITALS_PATH, headers: { token: READER.token } })).statusCode).toBe(403);
    expect((await post({ route: '/x', measures: 'lots' })).statusCode).toBe(400);
  });
});

describe('production mode logs field data for the operations pipeline', () => {
  it('writes one line per measure and passes nothing to the platform', async () => {
    const platformAsked: string[] = [];
    const platform = Fastify();
    platform.all('/*', async (request) => {
      platformAsked.push(request.url);
      return { code: 200 };
    });
    await platform.listen({ port: 0, host: '127.0.0.1' });
    const distDir = mkdtempSync(join(tmpdir(), 'vitals-dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const lines: string[] = [];
    const serve = await buildServeApp({ upstream: new URL(`http://127.0.0.1:${(platform.server.address() as { port: number }).port}`), distDir, logFieldVitals: (line) => lines.push(line) });
    try {
      const answer = await serve.inject({ method: 'POST', url: FIELD_VITALS_PATH, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(batch('/details', 0.1, [lcp(1800)])) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(lines.map((line) => JSON.parse(line) as object)).toEqual([expect.objectContaining({ kind: 'web-vital', route: '/details', metric: 'LCP', value: 1800, rating: 'good', sampleRate: 0.1 })]);
      expect((await serve.inject({ method: 'POST', url: FIELD_VITALS_PATH, payload: 'not json' })).statusCode).toBe(400);
      expect(platformAsked.filter((url) => url.startsWith(FIELD_VITALS_PATH))).toEqual([]);
    } finally {
      await serve.close();
      await platform.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
