import { expect, test } from '@playwright/test';
import { APP_NAME, cmsData, headOf, pictureOf, sitemapAddresses, WECHAT_AGENT, type ContentFields } from './support/page-head.ts';

/*
 * Issue 32 item 3 (`npm start`): what a detail, a video and a topic say of themselves in their head,
 * against the local CMS's answer; the sitemaps, parsed, every address answering; previews noindex.
 * Read over HTTP, as a crawler or a chat app's link preview reads them: no script runs.
 */

/** ISO 8601 in the head is to the second. */
const toSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;
const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=86400$/;

test("a detail's head: its title with the app's name, its brief, one address, its picture, a NewsArticle", async ({ request, baseURL }) => {
  const item = await cmsData<ContentFields & { issueTimeStamp: number }>(request, '/api/cms/client/content/getDetail/100060');
  const head = await headOf(request, '/details?newsId=100060&source=news&category_name=mycs.news');
  const canonical = `${baseURL}/details?newsId=100060`;
  const picture = pictureOf(baseURL!, item.shareImageUrl, item.thumbnailUrl);
  expect(head.title).toBe(`${item.title} - ${APP_NAME['zh-CN']}`);
  expect(head.meta('description')).toBe(item.brief);
  expect(head.canonical).toBe(canonical);
  expect(head.meta('og:type')).toBe('article');
  expect(head.meta('og:title')).toBe(item.shareTitle ?? item.title);
  expect(head.meta('og:description')).toBe(item.brief);
  expect(head.meta('og:url')).toBe(canonical);
  expect(head.meta('og:image')).toBe(picture);
  expect(head.meta('og:site_name')).toBe(APP_NAME['zh-CN']);
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.meta('twitter:image')).toBe(picture);
  expect(head.robotsHeader).toBeUndefined();
  expect(head.jsonLd).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.title,
      description: item.brief,
      image: [picture],
      author: { '@type': 'Organization', name: item.source },
      publisher: { '@type': 'Organization', name: APP_NAME['zh-CN'] },
      mainEntityOfPage: canonical,
    }),
  ]);
  expect(Date.parse(String(head.jsonLd[0]?.datePublished))).toBe(toSeconds(item.issueTimeStamp));

  // Spec 2 §2: in a chat app's browser the title is the app's name; its link preview keeps the article's.
  const inWeChat = await headOf(request, '/details?newsId=100060', { 'user-agent': WECHAT_AGENT });
  expect(inWeChat.title).toBe(APP_NAME['zh-CN']);
  expect(inWeChat.meta('og:title')).toBe(item.shareTitle ?? item.title);
  // In English the app's name is English; the article is as the CMS wrote it.
  expect((await headOf(request, '/details?newsId=100060&lang=en')).title).toBe(`${item.title} - ${APP_NAME.en}`);
});

test("a video's head: a VideoObject with its poster, its duration and its publication", async ({ request, baseURL }) => {
  const item = await cmsData<ContentFields & { playDuration: number; issueTimeStamp: number }>(request, '/api/cms/client/video/getVideoDetails/100221');
  const head = await headOf(request, '/videoDetail?id=100221');
  const canonical = `${baseURL}/videoDetail?id=100221`;
  const poster = pictureOf(baseURL!, item.shareImageUrl, item.thumbnailUrl);
  expect(head.title).toBe(`${item.title} - ${APP_NAME['zh-CN']}`);
  expect(head.meta('description')).toBe(item.brief);
  expect(head.canonical).toBe(canonical);
  expect(head.meta('og:type')).toBe('video.other');
  expect(head.meta('og:image')).toBe(poster);
  expect(head.jsonLd).toEqual([
    expect.objectContaining({ '@type': 'VideoObject', name: item.title, description: item.brief, thumbnailUrl: [poster], duration: `PT${item.playDuration}S`, url: canonical }),
  ]);
  expect(Date.parse(String(head.jsonLd[0]?.uploadDate))).toBe(toSeconds(item.issueTimeStamp));
  // /video?id= is the same video: one address.
  expect((await headOf(request, '/video?id=100221')).canonical).toBe(canonical);
});

test("a topic's head: its title and brief, its header picture, its news as an ItemList whose pages answer", async ({ request, baseURL }) => {
  const topic = await cmsData<ContentFields & { classList: { id: number }[] }>(request, '/api/cms/client/content/spec/300037');
  const head = await headOf(request, '/topicNews?newsId=300037');
  expect(head.title).toBe(`${topic.title} - ${APP_NAME['zh-CN']}`);
  expect(head.meta('description')).toBe(topic.brief);
  expect(head.canonical).toBe(`${baseURL}/topicNews?newsId=300037`);
  expect(head.meta('og:image')).toBe(pictureOf(baseURL!, topic.imagesUrl, topic.thumbnailUrl));
  const list = head.jsonLd[0] as { '@type': string; name: string; itemListElement: { position: number; url: string; name: string }[] };
  expect(list['@type']).toBe('ItemList');
  expect(list.name).toBe(topic.title);
  const records = await cmsData<{ records: ContentFields[] }>(request, `/api/cms/client/content/getSpecList?classId=${topic.classList[0]?.id}&pageIndex=1&pageSize=20`);
  expect(list.itemListElement.map((entry) => entry.name)).toEqual(records.records.map((record) => record.title));
  expect(list.itemListElement.map((entry) => entry.position)).toEqual(records.records.map((_, index) => index + 1));
  for (const entry of list.itemListElement.slice(0, 3)) expect((await request.get(entry.url)).status()).toBe(200);
});

test('the home and the lists: their own titles, one address each, an ItemList of their contents', async ({ request, baseURL }) => {
  const home = await headOf(request, '/?lang=en');
  expect(home.title).toBe('News');
  expect(home.canonical).toBe(`${baseURL}/`);
  expect(home.jsonLd[0]?.['@type']).toBe('ItemList');
  // Its lead picture: the feed's first (the carousel's first slide), as a link preview shows it.
  const feed = await cmsData<{ contents: { thumbnailUrl?: string }[] }[]>(request, '/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pageSize=20&hasAdvert=1&refreshType=open&ssid=');
  expect(home.meta('og:image')).toBe(pictureOf(baseURL!, feed.flatMap((panel) => panel.contents).find((item) => item.thumbnailUrl)?.thumbnailUrl));
  const search = await headOf(request, `/search?text=${encodeURIComponent('长沙')}`);
  // Results pages stay out of the indexes; their links are followed.
  expect(search.robotsHeader).toBe('noindex, follow');
  expect(search.meta('robots')).toBe('noindex, follow');
});

test("robots.txt names the sitemaps; sitemap.xml parses and every address in it answers 200 with its page; the news sitemap parses", async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap-news.xml`);

  const sitemap = await sitemapAddresses(request, '/sitemap.xml');
  expect(sitemap.cacheControl).toMatch(SHARED);
  expect(sitemap.locs.slice(0, 3)).toEqual([`${baseURL}/`, `${baseURL}/life-style`, `${baseURL}/video`]);
  expect(sitemap.locs.length).toBeGreaterThan(10);
  for (const address of sitemap.locs) {
    expect(address.startsWith(`${baseURL}/`)).toBe(true);
    const page = await request.get(address);
    expect(page.status(), address).toBe(200);
    // Each is a page the server renders, with its own address in its head.
    const html = await page.text();
    expect(html, address).toContain('data-ssr-lang=');
    expect(html, address).toContain('<link rel="canonical"');
  }

  // The seeded city was published before today: the news sitemap is empty, and valid (tests/unit/sitemaps.test.ts fills it).
  const news = await sitemapAddresses(request, '/sitemap-news.xml');
  expect(news.cacheControl).toMatch(SHARED);
  expect(news.document.documentElement.getAttribute('xmlns:news')).toBe('http://www.google.com/schemas/sitemap-news/0.9');
});

test("an editor's preview (drafts among it) is noindex, in its header and its head, and describes nothing", async ({ request }) => {
  for (const path of ['/details?newsId=100060&preview=1', '/?preview=1', '/topicNews?newsId=300037&preview=1']) {
    const head = await headOf(request, path);
    expect(head.robotsHeader, path).toBe('noindex, follow');
    expect(head.meta('robots'), path).toBe('noindex, follow');
    expect(head.canonical, path).toBeNull();
    expect(head.jsonLd, path).toEqual([]);
  }
});

test.describe("an editor's contents", () => {
  /** Free ids of the editors' API (cms/editor/store.ts), one pair per phone: the two run side by side. */
  const idsOf = (project: string) => (project === 'pixel-7' ? { hostile: 9_000_321, draft: 9_000_322 } : { hostile: 9_000_331, draft: 9_000_332 });
  const EDITOR = { token: 'token-editor-0001' };
  const HOSTILE_TITLE = `</title><script>window.__hostileRan=1</script><!--`;
  const HOSTILE_BRIEF = `"><img src=x onerror="window.__hostileRan=2"></script><!-- & ]]>`;

  test.afterEach(async ({ request }, testInfo) => {
    for (const id of Object.values(idsOf(testInfo.project.name))) await request.delete(`/api/editor/contents/${id}`, { headers: EDITOR });
  });

  test('a hostile title and brief stay text of the head: the link preview and the JSON-LD read them as written, nothing runs', async ({ page, request }, testInfo) => {
    const { hostile } = idsOf(testInfo.project.name);
    const put = await request.put(`/api/editor/contents/${hostile}`, {
      headers: EDITOR,
      data: { id: hostile, type: 'news_common', title: HOSTILE_TITLE, brief: HOSTILE_BRIEF, shareImageUrl: 'javascript:alert(1)', listStyle: 1 },
    });
    expect(put.status()).toBe(200);
    const head = await headOf(request, `/details?newsId=${hostile}`);
    expect(head.title).toBe(`${HOSTILE_TITLE} - ${APP_NAME['zh-CN']}`);
    expect(head.meta('og:title')).toBe(HOSTILE_TITLE);
    expect(head.meta('description')).toBe(HOSTILE_BRIEF);
    expect(head.meta('og:image')).toBeNull();
    expect(head.jsonLd).toEqual([expect.objectContaining({ headline: HOSTILE_TITLE, description: HOSTILE_BRIEF })]);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/details?newsId=${hostile}`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    expect(await page.evaluate(() => Reflect.get(window, '__hostileRan') as unknown)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test("a draft's preview is noindex; to a reader it is no page at all (nothing to describe)", async ({ request }, testInfo) => {
    const { draft } = idsOf(testInfo.project.name);
    expect((await request.put(`/api/editor/contents/${draft}`, { headers: EDITOR, data: { id: draft, type: 'news_common', title: '草稿：明日发布', draft: 1 } })).status()).toBe(200);
    const preview = await headOf(request, `/details?newsId=${draft}&preview=1`, { cookie: 'TGT=TGT-editor-0001' });
    expect(preview.robotsHeader).toBe('noindex, follow');
    expect(preview.meta('robots')).toBe('noindex, follow');
    const reader = await headOf(request, `/details?newsId=${draft}`);
    expect(reader.canonical).toBeNull();
    expect(reader.title).not.toContain('草稿');
  });
});
