import { expect, test, type BrowserContext, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import { scrollUntilAttached } from './support/come-near.ts';
import { holdPictures } from './support/hold-pictures.ts';
import { LOAD_MORE_PATH } from '../../core/domain/feed/paging.ts';
import { RECOMMEND_PATH } from '../../core/domain/detail/detail-api.ts';
import { SPEC_LIST_PATH } from '../../core/domain/playback/playback-api.ts';
import { SEARCH_V1_PATH } from '../../core/domain/search/search-calls.ts';
import { FAVOURITES_OF_READER_3 } from '../../cms/seed/community.ts';
import { simulatorInitScript } from '../../src/native-simulator/init-script.ts';
import { SIMULATOR_GLOBAL, type NativeSimulatorControl } from '../../src/native-simulator/types.ts';
import { LIFE_CYCLE_HANDLER } from '../../src/routes/app-back.ts';

/**
 * Issue 28 item 1 against the local CMS: a list comes back, after the reader opened one of its items
 * and went back, with its loaded pages, its tab and its scroll position, from memory: nothing asked
 * of the CMS again. Each test prints its list's restore (position and items, before → after).
 */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
const scrollTop = (page: Page) => page.evaluate(() => Math.round(document.scrollingElement?.scrollTop ?? window.scrollY));
/** The place may differ by a pixel or two (sub-pixel layout of the phones). */
const NEAR_PX = 3;

/** Scrolls to the end until `items` count more than `count`; returns where the page stands. */
async function loadPagesTo(page: Page, items: Locator, count: number): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await items.count()).toBeGreaterThan(count);
  }).toPass();
}

/** Requests matching `match` made from now on. */
function watchRequests(page: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => void (match(request) && seen.push(request)));
  return seen;
}

/** Waits until two readings half a second apart agree (a list still loading, a page still asking). */
async function untilSteady(read: () => unknown): Promise<void> {
  let last: unknown = Symbol('none');
  await expect
    .poll(
      async () => {
        const now = await read();
        const steady = now === last;
        last = now;
        return steady;
      },
      { intervals: [500] },
    )
    .toBe(true);
}

interface Place {
  top: number;
  items: number;
}

/**
 * Scrolls so that `item` is in view, taps it (its page opens: `opened`), goes back by `back` and
 * checks that the list is as it was: the same items, the same place, nothing asked (`asked`).
 */
async function openAndComeBack(
  page: Page,
  {
    items,
    item,
    opened,
    openedReady,
    back,
    asked,
    list,
  }: { items: Locator; item: Locator; opened: RegExp; openedReady?: () => Promise<unknown>; back: () => Promise<unknown>; asked: Request[]; list: string },
): Promise<{ before: Place; after: Place }> {
  // The pages kept hidden (the one opened, once back) are in the document too: the list counts what shows.
  items = items.filter({ visible: true });
  // In the middle of the screen, clear of a sticky header: an item scrolled only just into view can sit
  // under it (the life home's tabs), and the click's retry then scrolls the page itself (Playwright's
  // forced scrollIntoView, block 'end': 95 px on the iPhone), so the place kept is not `before`.
  await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Settle: a page that loads more at the end may still be adding one.
  await untilSteady(async () => `${await items.count()} ${await scrollTop(page)}`);
  const before = { top: await scrollTop(page), items: await items.count() };
  await item.click();
  await expect(page).toHaveURL(opened);
  // What the opened page shows once it has what it asked for (on a busy machine its asking may start late).
  await openedReady?.();
  // The opened page asks for its own things (a detail its more news, a playback its class's list):
  // counted from the moment the reader goes back, once the opened page has stopped asking.
  await untilSteady(() => asked.length);
  asked.splice(0);
  await back();
  await expect(items.first()).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBeGreaterThanOrEqual(before.top - NEAR_PX);
  const after = { top: await scrollTop(page), items: await items.count() };
  console.log(`[back-restore] ${list}: position ${before.top} → ${after.top} px, items ${before.items} → ${after.items}`);
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(NEAR_PX);
  expect(after.items).toBe(before.items);
  expect(asked.map((r) => r.url())).toEqual([]);
  return { before, after };
}

const isListRequest = (parts: string[]) => (request: Request) => parts.some((part) => request.url().includes(part));
const COMPOSITE = 'getCategoryCompositeData';
const historyBack = (page: Page) => () => page.goBack();
const tabIn = (page: Page, list: string, name: string) => page.getByRole('tablist', { name }).getByRole('tab', { name: list, exact: true });

async function signIn(context: BrowserContext, info: TestInfo) {
  const { origin } = new URL(info.project.use.baseURL ?? 'http://127.0.0.1');
  // Reader 3's seeded favourites (read only here): 24 videos and 4 lives.
  await context.addCookies([{ name: 'TGT', value: 'TGT-reader-0003', url: origin }]);
}

test('home: back from an article shows the pages loaded and the place left', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.locator('html[data-app-ready][data-feed-ready]').waitFor({ state: 'attached' });
  const cards = page.locator('main.feed [data-testid="card"]');
  await expect(cards.first()).toBeVisible();
  // Two load-more pages (issue 28: back came to the first page only, at 2,558 of 5,391 px).
  const firstPage = await cards.count();
  await loadPagesTo(page, cards, firstPage + 20);
  const asked = watchRequests(page, isListRequest(['getCategoryCompositeData', LOAD_MORE_PATH]));
  // An article of the second page loaded.
  const articles = page.locator('main.feed [data-testid="card"]:has(a[href^="/details?"])');
  const target = articles.nth((await articles.count()) - 5);
  await openAndComeBack(page, { items: cards, item: target, opened: /\/details\?/, back: () => page.goBack(), asked, list: 'home' });
});

test("video in the app: the app's back (monitorLifeCycle) shows the tab, its pages and the place left", async ({ page }, info) => {
  test.setTimeout(60_000);
  await page.addInitScript(simulatorInitScript({ platform: info.project.name === 'iphone-14' ? 'ios' : 'android', appVersion: '4.2.0', loggedIn: false }));
  const control = (name: string) =>
    page.evaluate(([global, handler]) => (window as unknown as Record<string, NativeSimulatorControl>)[global]!.callsTo(handler).length, [SIMULATOR_GLOBAL, name] as const);
  // In the app an article opens the app's own page; a video stays in this page's history.
  await page.goto('/video');
  await appReady(page);
  await tabIn(page, '视频', '视频栏目').click();
  const cards = page.locator('.video-tab-feed [data-testid="card"]').filter({ visible: true });
  await expect(cards.first()).toBeVisible();
  await loadPagesTo(page, cards, 20);
  // The page asked the app for its back button once it was ready.
  await expect.poll(() => control('monitorLifeCycle')).toBe(1);
  const asked = watchRequests(page, isListRequest([COMPOSITE, LOAD_MORE_PATH]));
  const appBack = () =>
    page.evaluate(([global, handler]) => (window as unknown as Record<string, NativeSimulatorControl>)[global]!.callPage(handler, { event: 'back' }), [SIMULATOR_GLOBAL, LIFE_CYCLE_HANDLER] as const);
  await openAndComeBack(page, { items: cards, item: cards.nth((await cards.count()) - 2), opened: /\/video(Detail)?\?id=/, back: appBack, asked, list: "video (the app's back)" });
  await expect(page).toHaveURL(/\/video$/);
  await expect(tabIn(page, '视频', '视频栏目')).toHaveAttribute('aria-selected', 'true');
  expect(await control('closeWindow')).toBe(0);
});

test('search: back from a result shows the tab, its pages and the place', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/search?text=${encodeURIComponent('长沙')}`);
  await appReady(page);
  const news = page.locator('[data-testid="search-list-news"] [data-testid="card"]');
  await expect(news.first()).toBeVisible();
  await loadPagesTo(page, news, 40);
  const asked = watchRequests(page, isListRequest([SEARCH_V1_PATH, '/search/all']));
  await openAndComeBack(page, { items: news, item: news.nth((await news.count()) - 3), opened: /\/details\?/, back: historyBack(page), asked, list: 'search (news tab)' });
  await expect(page.getByTestId('search-tab-news')).toHaveAttribute('aria-selected', 'true');
});

test('life: back from an item shows the tab left, its pages and the place', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/life-style');
  await appReady(page);
  const panel = page.getByTestId('life-tab-panel').filter({ visible: true });
  await expect(panel.getByTestId('card').first()).toBeVisible();
  await page.getByRole('tablist').getByRole('tab', { name: '福利', exact: true }).click();
  await expect(panel).toHaveAttribute('data-key', 'mycs.life.boon');
  const cards = panel.getByTestId('card');
  await expect(cards.first()).toBeVisible();
  // 福利 has one page more than its first: all 14 of the seed (the second may have come already, the tab being short).
  await loadPagesTo(page, cards, 13);
  const asked = watchRequests(page, isListRequest([COMPOSITE, LOAD_MORE_PATH]));
  const articles = panel.locator('[data-testid="card"]:has(a[href^="/details?"])');
  await openAndComeBack(page, { items: cards, item: articles.nth((await articles.count()) - 2), opened: /\/details\?/, back: historyBack(page), asked, list: 'life (福利 tab)' });
  await expect(panel).toHaveAttribute('data-key', 'mycs.life.boon');
});

test("life: an item opened before the page's pictures have loaded still comes back to the place", async ({ page }) => {
  test.setTimeout(60_000);
  // Pictures held: the window's load event has not come when the reader opens an item (a slow
  // connection); the place is kept all the same.
  const release = await holdPictures(page);
  await page.goto('/life-style', { waitUntil: 'commit' });
  await appReady(page);
  const panel = page.getByTestId('life-tab-panel').filter({ visible: true });
  await page.getByRole('tablist').getByRole('tab', { name: '福利', exact: true }).click();
  await expect(panel).toHaveAttribute('data-key', 'mycs.life.boon');
  const cards = panel.getByTestId('card');
  await loadPagesTo(page, cards, 13);
  const asked = watchRequests(page, isListRequest([COMPOSITE, LOAD_MORE_PATH]));
  const articles = panel.locator('[data-testid="card"]:has(a[href^="/details?"])');
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await openAndComeBack(page, { items: cards, item: articles.nth((await articles.count()) - 2), opened: /\/details\?/, back: () => page.goBack({ waitUntil: 'commit' }), asked, list: 'life (福利 tab, pictures held)' });
  release();
});

test('video: back from a video shows the tab left, its pages and the place', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/video');
  await appReady(page);
  await tabIn(page, '视频', '视频栏目').click();
  const cards = page.locator('.video-tab-feed [data-testid="card"]').filter({ visible: true });
  await expect(cards.first()).toBeVisible();
  await loadPagesTo(page, cards, 20);
  const asked = watchRequests(page, isListRequest([COMPOSITE, LOAD_MORE_PATH]));
  await openAndComeBack(page, { items: cards, item: cards.nth((await cards.count()) - 2), opened: /\/video(Detail)?\?id=/, back: historyBack(page), asked, list: 'video (视频 tab)' });
  await expect(tabIn(page, '视频', '视频栏目')).toHaveAttribute('aria-selected', 'true');
});

test("topic: back from an article shows the class's pages and the place", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/topicNews?newsId=100346');
  await appReady(page);
  const cards = page.getByTestId('topic-news').getByTestId('card');
  await expect(cards.first()).toBeVisible();
  await loadPagesTo(page, cards, 20);
  const asked = watchRequests(page, isListRequest([SPEC_LIST_PATH, '/content/spec/']));
  await openAndComeBack(page, { items: cards, item: cards.nth((await cards.count()) - 2), opened: /\/details\?/, back: historyBack(page), asked, list: 'topic' });
});

test('favourites: back from a video shows the tab left, its pages and the place', async ({ page, context }, info) => {
  test.setTimeout(60_000);
  await signIn(context, info);
  await page.goto('/favor');
  const cards = page.getByRole('tabpanel').getByTestId('favourites-list').getByTestId('card');
  await expect(cards.first()).toBeVisible();
  await loadPagesTo(page, cards, 20);
  await expect(cards).toHaveCount(FAVOURITES_OF_READER_3.videos);
  const asked = watchRequests(page, isListRequest([COMPOSITE, LOAD_MORE_PATH]));
  await openAndComeBack(page, { items: cards, item: cards.nth(FAVOURITES_OF_READER_3.videos - 2), opened: /\/video(Detail)?\?id=/, back: historyBack(page), asked, list: 'favourites (视频 tab)' });
  await expect(page.getByRole('tablist').getByRole('tab', { name: '视频', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('playback: back from a playback shows the pages loaded and the place', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/PlayBack?id=300037');
  await appReady(page);
  const rows = page.getByTestId('playback-row');
  await expect(rows.first()).toBeVisible();
  await loadPagesTo(page, rows, 12);
  const asked = watchRequests(page, isListRequest([SPEC_LIST_PATH]));
  // The playback shows the other playbacks of the class (its own call of the class's list) before the reader goes back.
  const openedReady = () => expect(page.getByTestId('wonderful-list').filter({ visible: true })).toBeVisible();
  await openAndComeBack(page, { items: rows, item: rows.nth((await rows.count()) - 2), opened: /\/playBackDetail\?/, openedReady, back: historyBack(page), asked, list: 'playback' });
});

test("more news: back from an article of the detail's more news shows the detail, its list and the place", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/details?newsId=100003');
  await appReady(page);
  const more = page.locator('.more-news [data-testid="card"]');
  await scrollUntilAttached(page, more);
  await more.first().scrollIntoViewIfNeeded();
  await expect(more.first()).toBeVisible();
  // The detail's own list: the article opened asks for its more news when it comes near, which on a
  // busy machine can be after the wait for it to stop asking (CI: contentId=100009's, asked on the way back).
  const asked = watchRequests(page, (request) => isListRequest([RECOMMEND_PATH])(request) && new URL(request.url()).searchParams.get('contentId') === '100003');
  const article = page.locator('.more-news [data-testid="card"]:has(a[href^="/details?"])');
  await openAndComeBack(page, { items: more, item: article.nth((await article.count()) - 1), opened: /\/details\?newsId=(?!100003\b)/, back: historyBack(page), asked, list: 'more news (detail 100003)' });
});

test('a reload leaves the reader where they were', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.locator('html[data-app-ready][data-feed-ready]').waitFor({ state: 'attached' });
  const cards = page.locator('main.feed [data-testid="card"]');
  await expect(cards.first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollTop(page)).toBe(1500);
  // The keeper of the history entries has taken over (it loads after the page is idle).
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
  await page.reload();
  await appReady(page);
  await expect.poll(() => scrollTop(page)).toBeGreaterThanOrEqual(1500 - NEAR_PX);
  expect(Math.abs((await scrollTop(page)) - 1500)).toBeLessThanOrEqual(NEAR_PX);
});
