import { expect, test, type Page } from '@playwright/test';

/**
 * Offline reading (issue 28 item 5): the offline worker keeps the home's feed and every article
 * opened; offline, the home shows them under a banner, other taps say they need a network, and back
 * online the page refreshes itself. Preview is never served from the offline store.
 */
test.use({ serviceWorkers: 'allow' });

const SAVED_NEWS = '离线中，正在显示已保存的新闻';
const NEEDS_NETWORK = '离线中，此内容需要联网才能查看';
const banner = (page: Page) => page.getByTestId('offline-banner');
const homeList = (page: Page) => page.locator('[data-panel-id="48662"]');

/** Whether the offline store holds an answer for this address (any of its stores). */
const isSaved = (page: Page, address: string) => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, address);

/** The home read online, with the worker in control and the home saved. */
async function readHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('html[data-feed-ready]').waitFor({ state: 'attached' });
  // The worker registers after the load and an idle moment, then takes this page and saves it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect.poll(() => isSaved(page, new URL('/', page.url()).href), { timeout: 15_000 }).toBe(true);
}

test('offline, the home shows the saved feed under a banner, an opened article reads in full, an unopened one needs a network; back online the page refreshes', async ({ page, context }) => {
  test.setTimeout(90_000); // a reading session: online, offline, online again
  await readHome(page);
  const cards = homeList(page).getByTestId('card');
  const firstTitle = (await cards.first().innerText()).split('\n')[0] ?? '';
  // The reader opens the first article and reads it, pictures and all.
  await cards.first().click();
  await expect(page).toHaveURL(/\/details\?newsId=/);
  const articleUrl = page.url();
  const body = page.getByTestId('article-body');
  await expect(body).toBeVisible();
  const articleText = await body.innerText();
  expect(articleText.length).toBeGreaterThan(20);
  await expect.poll(() => isSaved(page, articleUrl), { timeout: 15_000 }).toBe(true);
  // Read to the end: a lazy picture has no address until it comes near, and only what loaded is saved.
  const pictures: string[] = [];
  for (const image of await body.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    pictures.push(await image.evaluate((element) => (element as HTMLImageElement).currentSrc));
  }
  for (const picture of pictures) await expect.poll(() => isSaved(page, picture)).toBe(true);

  await context.setOffline(true);
  // The home: the saved feed, under the banner.
  await page.goto('/');
  await expect(banner(page)).toHaveText(SAVED_NEWS);
  // Over nothing: the search bar starts below the banner's last line.
  const [bannerBox, searchBox] = [await banner(page).boundingBox(), await page.getByRole('search').boundingBox()];
  expect(searchBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
  await expect(cards.first()).toContainText(firstTitle);
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);

  // The opened article, in full, its pictures shown.
  await page.goto(articleUrl);
  await expect(page.getByTestId('article-body')).toHaveText(articleText);
  for (const image of await page.getByTestId('article-body').locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await expect(banner(page)).toHaveText(SAVED_NEWS);

  // An article never opened: the app (its shell, saved) says it could not load it, the banner that it needs a network.
  const openedId = Number(new URL(articleUrl).searchParams.get('newsId'));
  await page.goto(`/details?newsId=${openedId + 1}&source=news`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(banner(page)).toHaveText(NEEDS_NETWORK);

  // Back online: the page refreshes itself, and the banner is gone.
  const reloaded = page.waitForEvent('load');
  await context.setOffline(false);
  await reloaded;
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('article-body')).toBeVisible();
});

test('preview is never served from the offline store, nor written to it', async ({ page, context }) => {
  await readHome(page);
  await page.goto('/?preview=1');
  await expect(homeList(page).getByTestId('card').first()).toBeVisible();
  const keys = await page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) all.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    return all;
  });
  expect(keys).toContain(new URL('/', page.url()).href);
  expect(keys.filter((key) => key.includes('preview=1'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/?preview=1');
  // Not the saved (readers') home: the app, which says the network is needed.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(homeList(page).getByTestId('card')).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('网络异常');
  await expect(banner(page)).toHaveText(NEEDS_NETWORK);
});

test("the worker's file is asked for again on every visit and no shared cache keeps it", async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache, private');
  // No skipWaiting: a new release waits for the pages of the old one to close.
  expect(await worker.text()).not.toContain('skipWaiting');
});
