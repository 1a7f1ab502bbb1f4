import { expect, test, type Page, type Request } from '@playwright/test';
import { holdFeedCode } from './support/hold-feed-code.ts';
import { serverCall } from './support/server-calls.ts';
import { zhCN } from '../../core/engine/i18n/catalogue.ts';
import { LIFE_TABS } from '../../core/domain/life/life-tabs.ts';
import { rankingNewsMessages } from '../../plugins/panels/ranking-news/ranking-news.messages.ts';
import { lifeMessages } from '../../src/pages/life/life.messages.ts';

/** The life home against the local CMS (spec 2 §2 Life home, §7, §9; issue 15). */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
const zh = lifeMessages['zh-CN'];
const TAB_TEXT = { recommend: zh['life.tab.recommend'], welfare: zh['life.tab.welfare'], play: zh['life.tab.play'], hot: zh['life.tab.hot'] };
const panel = (page: Page) => page.getByTestId('life-tab-panel');
const tabButton = (page: Page, text: string) => page.getByRole('tablist').getByRole('tab', { name: text, exact: true });

/** Scrolls to the end of the tab's feed until its bottom line shows; returns the load-more calls it made. */
async function scrollToTheEnd(page: Page): Promise<URL[]> {
  const calls: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/content/getContentList')) calls.push(new URL(r.url()));
  });
  const end = panel(page).getByText(zhCN['feed.bottomLine']);
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return end.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return calls;
}

test.describe('life home', () => {
  test("hydrates the header and tabs first and the tab's feed once its code has come, keeping a tap made meanwhile", async ({ page }) => {
    const release = await holdFeedCode(page);
    await page.goto('/life-style');
    await appReady(page);
    // The page is ready without the feed's code.
    await expect(page.locator('html[data-feed-ready]')).toHaveCount(0);
    await panel(page).locator('[data-testid="card"]:has(a[href^="/details?"])').first().click();
    await expect(page).toHaveURL(/\/life-style$/);
    release();
    await page.locator('html[data-feed-ready]').waitFor({ state: 'attached' });
    // The tap made before the feed was live opens the article, as a tap made after would.
    await expect(page).toHaveURL(/\/details\?newsId=/);
  });

  test("a tab chosen before the feed's code has come switches once it has, the server's feed kept", async ({ page }) => {
    const release = await holdFeedCode(page);
    await page.goto('/life-style');
    await appReady(page);
    const serverCard = panel(page).getByTestId('card').first();
    await serverCard.evaluate((element) => Reflect.set(window, 'serverCard', element));
    await tabButton(page, TAB_TEXT.hot).click();
    await expect(page).toHaveURL(/key=mycs\.life\.hot/);
    release();
    await expect(tabButton(page, TAB_TEXT.hot)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page)).toHaveAttribute('data-key', 'mycs.life.hot');
    await expect(panel(page).getByTestId('card').first()).toBeVisible();
    // The recommend tab's server HTML was hydrated, not dropped for a skeleton and rendered anew.
    await tabButton(page, TAB_TEXT.recommend).click();
    await expect(panel(page)).toHaveAttribute('data-key', 'mycs.life.recommend');
    expect(await page.evaluate(() => (Reflect.get(window, 'serverCard') as Element).isConnected)).toBe(true);
  });

  test("the tabs still switch when the feed's code does not come", async ({ page }) => {
    await page.route(/\/assets\/feed-plugins-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/life-style');
    await appReady(page);
    await tabButton(page, TAB_TEXT.hot).click();
    await expect(tabButton(page, TAB_TEXT.hot)).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await expect(page.locator('#root')).not.toBeEmpty();
  });

  test('title Life, a search bar to /search, the four tabs with recommend selected', async ({ page }) => {
    await page.goto('/life-style');
    await appReady(page);
    await expect(page).toHaveTitle(zh['life.title']);
    await expect(tabButton(page, TAB_TEXT.recommend)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(Object.values(TAB_TEXT));
    await expect(panel(page).locator('[data-type-code="core.carousel"]')).toBeVisible();
    await page.getByRole('search').getByRole('link').click();
    await expect(page).toHaveURL(/\/search\?text=$/);
  });

  for (const { key, label } of LIFE_TABS) {
    test(`the ${label} tab by a tap asks its category with adverts, 20 a page, and loads more 10 at a time to the end`, async ({ page }) => {
      test.setTimeout(60_000);
      // The recommend tab comes with the page (the server asked for it to render the page); another one is asked for when tapped.
      const tapped = (r: Request) => r.url().includes('getCategoryCompositeData') && r.url().includes(`categoryCode=${key}`);
      await page.goto('/life-style');
      await appReady(page);
      let asked: URL;
      if (label === 'recommend') asked = await serverCall(page, `categoryCode=${key}`);
      else {
        const composite = page.waitForRequest(tapped);
        await tabButton(page, TAB_TEXT[label]).click();
        asked = new URL((await composite).url());
      }
      expect(Object.fromEntries(asked.searchParams)).toMatchObject({ categoryCode: key, pageSize: '20', hasAdvert: '1' });
      await expect(tabButton(page, TAB_TEXT[label])).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(label === 'recommend' ? /\/life-style/ : new RegExp(`key=${key.replaceAll('.', '\\.')}`));
      await expect(panel(page).getByTestId('card').first()).toBeVisible();
      const calls = await scrollToTheEnd(page);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(Object.fromEntries(call.searchParams)).toMatchObject({ pageSize: '10', hasAdvert: '1', refreshType: 'loadmore' });
    });

    test(`key=${key} preselects the ${label} tab (on /life too)`, async ({ page }) => {
      await page.goto(`/life?key=${key}`);
      await appReady(page);
      await expect(tabButton(page, TAB_TEXT[label])).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page)).toHaveAttribute('data-key', key);
      await expect(panel(page).locator('[data-panel-id]').first()).toBeVisible();
    });
  }

  test('an unknown key opens the recommend tab', async ({ page }) => {
    await page.goto('/life-style?key=mycs.news');
    await appReady(page);
    await expect(tabButton(page, TAB_TEXT.recommend)).toHaveAttribute('aria-selected', 'true');
  });

  test('the hot tab: the three rankings with their top 3 highlighted, bars and labels', async ({ page }) => {
    await page.goto('/life-style?key=mycs.life.hot');
    await appReady(page);
    const services = panel(page).locator('[data-type-code="life.ranking.services"]');
    const serviceRows = services.getByTestId('ranking-row');
    await expect(serviceRows).toHaveCount(10);
    expect(await serviceRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-top')))).toEqual(['true', 'true', 'true', ...Array<string>(7).fill('false')]);
    const widths = await services.getByTestId('ranking-bar').evaluateAll((bars) => bars.map((bar) => Number.parseFloat((bar as HTMLElement).style.width)));
    expect(widths[0]).toBe(100);
    expect(widths).toEqual(widths.toSorted((a, b) => b - a));
    const top = (await (await page.request.get('/api/cms/client/home/top/10')).json()) as { data: { totalVistis: number } };
    expect(top.data.totalVistis).toBeGreaterThan(0);
    await expect(services.locator('.ranking__note')).toContainText('万');

    const news = panel(page).locator('[data-type-code="life.ranking.news"]');
    await expect(news.getByTestId('ranking-row')).toHaveCount(10);
    const labels = await news.getByTestId('ranking-row').evaluateAll((rows) => rows.map((row) => row.querySelector('[data-testid="ranking-label"]')?.textContent ?? ''));
    const zhLabels = rankingNewsMessages['zh-CN'];
    expect(labels.slice(0, 3)).toEqual([zhLabels['ranking.labelHot'], zhLabels['ranking.labelHot'], zhLabels['ranking.labelHot']]);
    expect(labels).toContain(zhLabels['ranking.labelNew']);
    await expect(news.getByTestId('ranking-row').nth(2)).toHaveAttribute('data-top', 'true');
    await expect(news.getByTestId('ranking-row').nth(3)).toHaveAttribute('data-top', 'false');

    const books = panel(page).locator('[data-type-code="life.ranking.books"]');
    await expect(books.getByTestId('ranking-row')).toHaveCount(10);
    await expect(books.getByTestId('ranking-row').first()).toHaveAttribute('data-top', 'true');
    await expect(books.getByTestId('ranking-row').first()).toContainText('作者：');

    // A ranked title opens its article.
    await news.getByTestId('card').first().click();
    await expect(page).toHaveURL(/\/details\?newsId=\d+/);
  });

  test('English with ?lang=en', async ({ page }) => {
    await page.goto('/life-style?key=mycs.life.hot&lang=en');
    await appReady(page);
    await expect(page).toHaveTitle('Life');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Recommend', 'Welfare', 'Play', 'Hot']);
    const news = panel(page).locator('[data-type-code="life.ranking.news"]');
    await expect(news.getByTestId('ranking-label').first()).toHaveText('Hot');
    await expect(news.getByTestId('ranking-label').filter({ hasText: 'New' })).toHaveCount(1);
    await expect(panel(page).getByText('24-hour heat')).toBeVisible();
    await expect(panel(page).getByText('Last 60 days')).toBeVisible();
  });
});
