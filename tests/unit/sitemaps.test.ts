import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../cms/seed/seed.ts';
import { localAnswers, type FetchAnswer } from '../../server/page-serving.ts';
import { listFeed, NEWS_WINDOW_MS, newsSitemapXml, reusedListing, robotsTxt, SITEMAP_MAX_FEED_PAGES, SITEMAP_REUSE_MS, sitemapXml, type Listing } from '../../server/sitemaps.ts';
import { siteIndex } from '../../src/ssr/site-index.ts';
import { seededApp } from '../support/cms-app.ts';

/*
 * Issue 32 item 3: the sitemaps list what the CMS's home feed lists, newest first, followed through
 * the feed's own load-more call; the news sitemap the last two days' of it. The seeded city was
 * published up to SEED_NOW: asked as of then, two days of it are news.
 */

const ORIGIN = 'https://h5.mycs.cn';
const index = siteIndex('zh-CN');
let app: Awaited<ReturnType<typeof seededApp>>['app'];
let calls: string[];
let fetchAnswer: FetchAnswer;

beforeAll(async () => {
  ({ app } = await seededApp());
  const local = localAnswers(app);
  fetchAnswer = async (url, headers, post, signal) => {
    calls.push(url);
    return local(url, headers, post, signal);
  };
});
afterAll(() => app.close());

const xml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;
const locs = (doc: Document) => [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');

describe('the news sitemap, as of the seeded city', () => {
  it('follows the feed page by page until it reaches past two days, never past its bound', async () => {
    calls = [];
    const { entries, complete } = await listFeed(index, fetchAnswer, SEED_NOW);
    expect(complete).toBe(true);
    expect(calls[0]).toBe(index.firstPage);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.length).toBeLessThanOrEqual(SITEMAP_MAX_FEED_PAGES);
    expect(calls.slice(1).every((call) => call.startsWith('/api/cms/client/content/getContentList?'))).toBe(true);
    const oldest = Math.min(...entries.map((entry) => entry.published ?? Infinity));
    expect(oldest).toBeLessThan(SEED_NOW - NEWS_WINDOW_MS);

    const doc = xml(newsSitemapXml(ORIGIN, index, entries, SEED_NOW));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...doc.getElementsByTagName('url')];
    const recent = entries.filter((entry) => entry.published !== null && entry.published >= SEED_NOW - NEWS_WINDOW_MS);
    expect(urls.length).toBe(recent.length);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      const published = Date.parse(url.getElementsByTagName('news:publication_date')[0]?.textContent ?? '');
      expect(published).toBeGreaterThanOrEqual(SEED_NOW - NEWS_WINDOW_MS);
      expect(url.getElementsByTagName('news:name')[0]?.textContent).toBe('我的长沙');
      expect(url.getElementsByTagName('news:language')[0]?.textContent).toBe('zh-cn');
      expect(url.getElementsByTagName('news:title')[0]?.textContent?.length).toBeGreaterThan(0);
    }
    // Each address is a page the server renders, of this site, once.
    const addresses = locs(doc);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.every((address) => /^https:\/\/h5\.mycs\.cn\/(details\?newsId|videoDetail\?id|topicNews\?newsId)=\d+$/.test(address))).toBe(true);
  });

  it("lists each entry's detail that the CMS knows (the detail call answers it)", async () => {
    const { entries } = await listFeed(index, fetchAnswer, SEED_NOW);
    const articles = entries.filter((entry) => entry.path.startsWith('/details?newsId=')).slice(0, 10);
    for (const entry of articles) {
      const id = entry.path.split('=')[1];
      const answer = JSON.parse((await fetchAnswer(`/api/cms/client/content/getDetail/${id}`, {})).body) as { code: number; data: { title: string } };
      expect(answer.code).toBe(200);
      expect(answer.data.title).toBe(entry.title);
    }
  });

  it('as of today, long after the seed, the news sitemap is empty and still valid; the sitemap keeps the list pages and the first feed page', async () => {
    calls = [];
    const now = SEED_NOW + 10 * NEWS_WINDOW_MS;
    const { entries } = await listFeed(index, fetchAnswer, now);
    expect(calls).toHaveLength(1);
    const news = xml(newsSitemapXml(ORIGIN, index, entries, now));
    expect(news.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(news.getElementsByTagName('url')).toHaveLength(0);
    const all = locs(xml(sitemapXml(ORIGIN, index, entries)));
    expect(all.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/life-style`, `${ORIGIN}/video`]);
    expect(all.length).toBe(3 + entries.length);
  });

  it('stops, and says so, at a failed answer: what came before is still listed', async () => {
    let asked = 0;
    const failing: FetchAnswer = async (url, headers) => (asked++ === 0 ? fetchAnswer(url, headers) : { status: 502, body: '' });
    const { entries, complete } = await listFeed(index, failing, SEED_NOW);
    expect(complete).toBe(false);
    expect(entries.length).toBeGreaterThan(0);
  });
});

describe('one listing for many requests', () => {
  it('is reused for SITEMAP_REUSE_MS; a failed one is asked again at once', async () => {
    let now = 0;
    let made = 0;
    let complete = false;
    const listing = reusedListing(async (): Promise<Listing> => ((made += 1), { entries: [], complete }), () => now);
    await listing();
    await listing();
    expect(made).toBe(2);
    complete = true;
    await listing();
    await listing();
    expect(made).toBe(3);
    now += SITEMAP_REUSE_MS;
    await listing();
    expect(made).toBe(4);
  });
});

describe('robots.txt', () => {
  it('names both sitemaps by their absolute address', () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap-news.xml\n`);
  });
});

describe('XML escaping', () => {
  it('keeps a hostile title as text of the news sitemap', () => {
    const title = '</news:title><x>&"\'';
    const doc = xml(newsSitemapXml(ORIGIN, index, [{ path: '/details?newsId=1&x=<y>', title, published: SEED_NOW, publishedText: '2026-11-22T08:00:00+08:00' }], SEED_NOW));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('news:title')[0]?.textContent).toBe(title);
    expect(locs(doc)).toEqual([`${ORIGIN}/details?newsId=1&x=%3Cy%3E`]);
  });
});
