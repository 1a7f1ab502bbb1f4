import sharp from 'sharp';
import { pictureVariantAddress } from '../../core/domain/pictures/picture-variants.ts';
import Ajv from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATOR_OPTIONS } from '../../schemas/validator-options.ts';
import { buildApp } from '../../cms/app.ts';
import { openDatabase } from '../../cms/db/database.ts';
import { BROKEN_ITEM_ID, NEWS_LIST_PANEL_ID, seedDatabase, UNKNOWN_TYPE_PANEL_ID } from '../../cms/seed/seed.ts';

/** The server's answers are checked against the very schemas the client compiles. */
const schemaDir = join(import.meta.dirname, '..', '..', 'schemas');
const ajv = new Ajv({ ...VALIDATOR_OPTIONS });
for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'))) {
  ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')));
}
const conforms = (id: string, data: unknown) => {
  const validate = ajv.getSchema(id)!;
  const ok = validate(structuredClone(data));
  return ok ? 'ok' : ajv.errorsText(validate.errors);
};

const db = openDatabase(':memory:');
seedDatabase(db);
const app = await buildApp({ db });
const PATH = '/api/cms/client/category/getCategoryCompositeData';

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('GET getCategoryCompositeData', () => {
  it('answers the envelope with the panels of mycs.news from the database', async () => {
    const res = await app.inject({ url: `${PATH}?categoryCode=mycs.news&pageSize=20&hasAdvert=1&refreshType=open&ssid=abc` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(conforms('composite-data', body)).toBe('ok');
    expect(body.code).toBe(200);
    const ids = body.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([NEWS_LIST_PANEL_ID, UNKNOWN_TYPE_PANEL_ID]));
    for (const panel of body.data) expect(conforms('panel', panel)).toBe('ok');
  });

  it('limits each panel to pageSize contents, and every seeded item but the deliberate broken one conforms', async () => {
    const body = (await app.inject({ url: `${PATH}?categoryCode=mycs.news&pageSize=5` })).json();
    const list = body.data.find((p: { id: number }) => p.id === NEWS_LIST_PANEL_ID);
    expect(list.contents).toHaveLength(5);
    const all = (await app.inject({ url: `${PATH}?categoryCode=mycs.news&pageSize=100` })).json();
    const contents = all.data.flatMap((p: { contents: unknown[] }) => p.contents) as { id: number }[];
    const failing = contents.filter((c) => conforms('content-item', c) !== 'ok').map((c) => c.id);
    expect(failing).toEqual([BROKEN_ITEM_ID]);
  });

  it('answers an unknown category with an empty list', async () => {
    const body = (await app.inject({ url: `${PATH}?categoryCode=mycs.nothing` })).json();
    expect(body).toEqual({ code: 200, message: 'success', data: [] });
  });

  it.each([
    ['', 'categoryCode'],
    ['categoryCode=mycs.news&pageSize=0', 'pageSize'],
    ['categoryCode=mycs.news&pageSize=abc', 'pageSize'],
    ['categoryCode=mycs.news&pageSize=101', 'pageSize'],
    ['categoryCode=mycs.news&hasAdvert=2', 'hasAdvert'],
    ['categoryCode=mycs.news&refreshType=loadmore', 'refreshType'],
    ["categoryCode=mycs.news'%20OR%201=1", 'categoryCode'],
  ])('refuses "%s" with a 4xx envelope naming %s', async (query, field) => {
    const res = await app.inject({ url: `${PATH}?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.message).toContain(field);
    expect(body.data).toBeNull();
  });

  it('answers unknown API paths with a 404 envelope and sends the CSP on every answer', async () => {
    const res = await app.inject({ url: '/api/cms/client/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it('serves generated images and refuses odd names', async () => {
    const img = await app.inject({ url: '/media/img/news-100001.svg' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect((await app.inject({ url: '/media/img/..%2Fsecret.svg' })).statusCode).toBe(404);
  });

  it('serves each generated picture as WebP at the widths the app names, as wide as asked, and no other', async () => {
    const [narrow, wide] = await Promise.all([pictureVariantAddress('news-100001', 240), pictureVariantAddress('news-100001', 1080)].map((url) => app.inject({ url })));
    for (const res of [narrow!, wide!]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/immutable/);
    }
    expect(await sharp(narrow!.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 135 });
    expect(await sharp(wide!.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1080, height: 608 });
    // Its weight is a photo's, not a flat placeholder's (Chrome leaves pictures under 0.05 bits per pixel out of the largest paint).
    expect((wide!.rawPayload.length * 8) / (1080 * 608)).toBeGreaterThan(0.05);
    for (const url of ['/media/sized/500/news-100001.webp', '/media/sized/240/news-100001.png', '/media/sized/240/broken.webp', '/media/sized/240/..%2Fsecret.webp', '/media/img/240/news-100001.webp']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('seed', () => {
  it('is deterministic: two fresh databases hold the same rows', () => {
    const dump = () => {
      const d = openDatabase(':memory:');
      seedDatabase(d);
      return JSON.stringify(d.prepare('SELECT * FROM contents ORDER BY id').all());
    };
    expect(dump()).toBe(dump());
  });
});
