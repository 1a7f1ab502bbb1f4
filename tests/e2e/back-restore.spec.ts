import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { LOAD_MORE_PATH } from '../../core/feed/paging.ts';

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
  { items, item, opened, back, asked, list }: { items: Locator; item: Locator; opened: RegExp; back: () => Promise<unknown>; asked: Request[]; list: string },
): Promise<{ before: Place; after: Place }> {
  await item.scrollIntoViewIfNeeded();
  // Settle: a page that loads more at the end may still be adding one.
  await expect.poll(async () => [await items.count(), await scrollTop(page)], { intervals: [300, 300, 300] }).toEqual([await items.count(), await scrollTop(page)]);
  const before = { top: await scrollTop(page), items: await items.count() };
  asked.splice(0);
  await item.click();
  await expect(page).toHaveURL(opened);
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
