import { expect, test, type Page } from '@playwright/test';
import { CONTENT_MISSING_ROUTE } from '../../core/domain/detail/detail-variants.ts';
import { zhCN } from '../../core/engine/i18n/catalogue.ts';
import { topicsMessages } from '../../src/pages/topics/topics.messages.ts';

/** Special topics against the local CMS (spec 2 §2 Special topics, §7, §9; issue 15). */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
/** The first topic: three classes, the first of 26 news (two pages of 20). */
const WITH_CLASSES = 100346;
/** The last topic: no linked classes. */
const WITHOUT_CLASSES = 100351;
const WECHAT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560';

async function scrollUntil(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return done();
    })
    .toBe(true);
}

test.describe('special topics', () => {
  test('a topic with classes: header, share, class tabs, pages of 20 to the bottom line, another class', async ({ page }) => {
    const spec = (await (await page.request.get(`/api/cms/client/content/spec/${WITH_CLASSES}`)).json()) as { data: { title: string; brief: string; classList: { id: number; title: string }[] } };
    const second = page.waitForRequest((r) => r.url().includes('getSpecList') && r.url().includes('pageIndex=2'));
    await page.goto(`/topicNews?newsId=${WITH_CLASSES}`);
    await appReady(page);
    await expect(page).toHaveTitle(`${spec.data.title} - 我的长沙`);
    await expect(page.locator('.topic__title')).toHaveText(spec.data.title);
    await expect(page.locator('.topic__brief')).toHaveText(spec.data.brief);
    await expect(page.locator('.topic__picture')).toBeVisible();
    await expect(page.getByTestId('topic-share')).toBeVisible();
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(spec.data.classList.map((c) => c.title));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    const news = page.getByTestId('topic-news');
    await expect(news.getByTestId('card').first()).toBeVisible();
    await scrollUntil(page, () => page.getByText(zhCN['feed.bottomLine']).isVisible());
    expect(Object.fromEntries(new URL((await second).url()).searchParams)).toMatchObject({ classId: String(spec.data.classList[0]?.id), pageSize: '20' });
    await expect(news.getByTestId('card')).toHaveCount(26);

    const other = page.waitForRequest((r) => r.url().includes('getSpecList') && r.url().includes(`classId=${spec.data.classList[1]?.id}`));
    await tabs.nth(1).click();
    await other;
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('topic-news').getByTestId('card')).toHaveCount(12);
    await page.getByTestId('topic-news').getByTestId('card').first().click();
    await expect(page).toHaveURL(/\/details\?newsId=\d+/);
  });

  test('`type` names the class the topic opens on (spec 2 §2 query newsId, preview, type); an unknown one opens the first', async ({ page }) => {
    const spec = (await (await page.request.get(`/api/cms/client/content/spec/${WITH_CLASSES}`)).json()) as { data: { classList: { id: number; title: string }[] } };
    const [first, second] = spec.data.classList;
    await page.goto(`/topicNews?newsId=${WITH_CLASSES}&type=${second?.id}`);
    await appReady(page);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('topic-news').getByTestId('card')).toHaveCount(12);
    await page.goto(`/topicNews?newsId=${WITH_CLASSES}&type=999`);
    await appReady(page);
    await expect(page.getByRole('tab', { name: first?.title })).toHaveAttribute('aria-selected', 'true');
  });

  test("a topic without classes says 'No associated news yet'", async ({ page }) => {
    await page.goto(`/topicNews?newsId=${WITHOUT_CLASSES}`);
    await appReady(page);
    await expect(page.getByTestId('topic-no-classes')).toHaveText(topicsMessages['zh-CN']['topics.noLinkedNews']);
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('an unknown topic leads to content does not exist; no id says no news ID', async ({ page }) => {
    await page.goto('/topicNews?newsId=100003');
    await expect(page).toHaveURL(new RegExp(`${CONTENT_MISSING_ROUTE}$`));
    await page.goto('/topicNews');
    await appReady(page);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('the share button is hidden in the WeChat browser', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/topicNews?newsId=${WITH_CLASSES}`);
    await appReady(page);
    await expect(page.locator('.topic__title')).toBeVisible();
    await expect(page.getByTestId('topic-share')).toHaveCount(0);
    await context.close();
  });

  test('the topic list pages the related news 10 at a time', async ({ page }) => {
    // The first page comes with the page (the server renders it, issue 27): the reader sees the CMS's
    // first page of 10 of the content's reference list.
    const firstPage = (await (await page.request.get('/api/cms/client/content/getRefList?contentId=100003&pageSize=10&pageIndex=1')).json()) as { data: { records: { id: string | number }[] } };
    const second = page.waitForRequest((r) => r.url().includes('getRefList') && r.url().includes('pageIndex=2'));
    await page.goto('/topicList?id=100003');
    await appReady(page);
    const list = page.getByTestId('topic-list');
    await expect(list.getByTestId('card').first()).toBeVisible();
    expect(await list.getByTestId('card').evaluateAll((cards) => cards.slice(0, 10).map((card) => card.getAttribute('data-item-id')))).toEqual(firstPage.data.records.map((record) => String(record.id)));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(Object.fromEntries(new URL((await second).url()).searchParams)).toMatchObject({ contentId: '100003', pageSize: '10' });
    await expect.poll(() => list.getByTestId('card').count()).toBeGreaterThanOrEqual(20);
    // Each page adds new items: no article shows twice.
    const ids = await list.getByTestId('card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('English with ?lang=en', async ({ page }) => {
    await page.goto(`/topicNews?newsId=${WITHOUT_CLASSES}&lang=en`);
    await appReady(page);
    await expect(page.getByTestId('topic-no-classes')).toHaveText('No associated news yet');
    await page.goto('/topicList?id=100003&lang=en');
    await appReady(page);
    await expect(page).toHaveTitle('Related news');
  });
});
