import { expect, test } from '@playwright/test';
import { E2E_UPSTREAM_PORT } from '../../playwright.config.ts';
import { APP_NAME, headOf, pictureOf, sitemapAddresses, type ContentFields } from './support/page-head.ts';

/*
 * Issue 32 item 3 in production mode (`npm run serve`): the head and the sitemaps come from the
 * platform's answers through the server's upstream (a second local CMS stands in for it), and the
 * sitemaps are kept by shared caches as pages are.
 */
const UPSTREAM = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;

test("a detail's head says what the platform's answer says", async ({ request, baseURL }) => {
  const item = ((await (await request.get(`${UPSTREAM}/api/cms/client/content/getDetail/100004`)).json()) as { data: ContentFields }).data;
  const head = await headOf(request, '/details?newsId=100004&source=life');
  expect(head.title).toBe(`${item.title} - ${APP_NAME['zh-CN']}`);
  expect(head.meta('description')).toBe(item.brief);
  expect(head.canonical).toBe(`${baseURL}/details?newsId=100004`);
  expect(head.meta('og:image')).toBe(pictureOf(baseURL!, item.shareImageUrl, item.thumbnailUrl));
  expect(head.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: item.title });
});

test('robots.txt and the sitemaps, from the platform through the upstream: parsed, shared-cacheable, every address answering', async ({ request, baseURL }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap-news.xml`);
  const sitemap = await sitemapAddresses(request, '/sitemap.xml');
  expect(sitemap.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(sitemap.locs.length).toBeGreaterThan(10);
  for (const address of sitemap.locs) expect((await request.get(address)).status(), address).toBe(200);
  // A reader's own request is never stored, the sitemap no more than a page.
  expect((await request.get('/sitemap-news.xml', { headers: { token: 'token-reader-0001' } })).headers()['cache-control']).toBe('private, no-store');
  await sitemapAddresses(request, '/sitemap-news.xml');
});

test("an editor's preview is noindex here too", async ({ request }) => {
  const head = await headOf(request, '/details?newsId=100004&preview=1');
  expect(head.robotsHeader).toBe('noindex, follow');
  expect(head.meta('robots')).toBe('noindex, follow');
});

test('behind a TLS edge (TRUST_FORWARDED=1): canonical, Open Graph, JSON-LD and sitemap addresses name the public https origin', async ({ request }) => {
  const edge = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'h5.example.cn' };
  const publicOrigin = 'https://h5.example.cn';
  const head = await headOf(request, '/details?newsId=100004', edge);
  expect(head.canonical).toBe(`${publicOrigin}/details?newsId=100004`);
  expect(head.meta('og:url')).toBe(`${publicOrigin}/details?newsId=100004`);
  expect(head.meta('og:image')).toMatch(/^https:\/\//);
  expect(head.jsonLd[0]).toMatchObject({ url: `${publicOrigin}/details?newsId=100004` });
  const home = await headOf(request, '/', edge);
  expect(home.canonical).toBe(`${publicOrigin}/`);
  expect(await (await request.get('/robots.txt', { headers: edge })).text()).toContain(`Sitemap: ${publicOrigin}/sitemap-news.xml`);
  const sitemap = await (await request.get('/sitemap.xml', { headers: edge })).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThan(10);
  for (const loc of locs) expect(loc.startsWith(`${publicOrigin}/`), loc).toBe(true);
});
