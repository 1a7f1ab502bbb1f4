import { expect, test, type APIRequestContext } from '@playwright/test';
import { scrollUntilAttached } from './support/come-near.ts';
import { holdPictures } from './support/hold-pictures.ts';

/**
 * Issue 12: outside the app, tracking carries the browser's own device id; a login in the page names
 * the analytics user from then on, without a reload. What the page sent is read back from the local
 * CMS (its tracking uploads and its DataRangers-compatible collector), as editors see it.
 */
interface Upload {
  events?: { event: string; params: Record<string, unknown> }[];
  ids?: { device_id: string | null };
  user?: { web_id: string | null };
  collector?: { events: { event: string; params: string }[]; user: { user_unique_id?: string } }[];
}

async function uploads(request: APIRequestContext): Promise<Upload[]> {
  const answer = await request.get('/api/cms/client/tracking/recent?limit=100', { headers: { token: 'token-editor-0001' } });
  return ((await answer.json()) as { data: Upload[] }).data;
}

test.use({ locale: 'en-US' });

test("outside the app the uploads carry the browser's device id", async ({ page, request }) => {
  await page.goto('/details?newsId=100060&source=news');
  await expect(page.getByTestId('article-body')).toBeVisible();
  const webId = await page.waitForFunction(() => localStorage.getItem('cs_wb_deviceId')).then((handle) => handle.jsonValue());
  expect(webId).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(async () => (await uploads(request)).find((upload) => upload.events?.some((e) => e.event === 'content_news_click_detail' && e.params.group_id === '100060')))
    .toMatchObject({ ids: { device_id: webId }, user: { web_id: webId } });
});

test("the analytics SDK waits for the page's load (its pictures), and the events of its first moments still reach it", async ({ page, request }) => {
  // The article's pictures are held: the page cannot finish loading until they come.
  const release = await holdPictures(page);
  const sdkAsked: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/index-base\.min-[^/]+\.js$/.test(r.url())) sdkAsked.push(r.url());
  });
  const moreNewsAnswered = page.waitForResponse((r) => r.url().includes('/content/queryRecommendList'));
  await page.goto('/details?newsId=100062&source=news', { waitUntil: 'commit' });
  await expect(page.getByTestId('article-body')).toBeVisible();
  // The page services have started (they name the browser's device id first thing) and run a while:
  // the reader scrolled to the 'More news' list below the article, and its answer has come.
  await page.waitForFunction(() => localStorage.getItem('cs_wb_deviceId'));
  await scrollUntilAttached(page, page.getByRole('region', { name: 'More news' }));
  await moreNewsAnswered;
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(sdkAsked).toEqual([]);
  const sdkStarted = page.waitForRequest((r) => r.url().endsWith('/collector/webid'));
  release();
  await sdkStarted;
  expect(sdkAsked).toHaveLength(1);
  await expect
    .poll(async () => (await uploads(request)).some((upload) => upload.collector?.some((batch) => batch.events.some((e) => e.event === 'content_news_click_detail' && e.params.includes('100062')))))
    .toBe(true);
});

test('a login in the page names the analytics user without a reload', async ({ page, request }) => {
  const sdkStarted = page.waitForRequest((r) => r.url().endsWith('/collector/webid'));
  await page.goto(`/YZlogin?redirect=${encodeURIComponent('/details?newsId=100061')}`);
  await sdkStarted; // analytics runs, still anonymous
  await page.getByLabel('Login code').fill('TGT-reader-0001');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/details\?newsId=100061/);
  await expect(page.getByTestId('article-body')).toBeVisible();
  const named = async () =>
    (await uploads(request))
      .flatMap((upload) => upload.collector ?? [])
      .find((envelope) => envelope.events.some((e) => e.event === 'content_news_click_detail' && JSON.parse(e.params).group_id === '100061'))?.user.user_unique_id;
  await expect.poll(named, { timeout: 15_000 }).toBe('1');
});
