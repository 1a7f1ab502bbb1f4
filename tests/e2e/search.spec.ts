import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { simulatorInitScript } from '../../src/native-simulator/init-script.ts';

/**
 * Search against the real local CMS (spec 2 §2 Search, §4, §5, §8, §9). Each device project signs in
 * as its own reader and follows its own user, so the two run side by side on one database.
 */
const READERS = {
  'pixel-7': { session: 'TGT-reader-0001', follows: '长沙跑步达人' },
  'iphone-14': { session: 'TGT-reader-0002', follows: '长沙摄影达人' },
} as const;
const readerOf = (info: TestInfo) => READERS[info.project.name as keyof typeof READERS] ?? READERS['pixel-7'];

async function signIn(context: BrowserContext, info: TestInfo) {
  const { origin } = new URL(info.project.use.baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'TGT', value: readerOf(info).session, url: origin }]);
}

const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
const input = (page: Page) => page.getByTestId('search-input');
const chips = (page: Page) => page.getByTestId('history-chip');

/** Submits a text as a reader does: types it and presses the keyboard's search key. */
async function submit(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

/** Scrolls to the end of the list until more than `count` cards show (each page loads as its end comes into view). */
async function pageOn(page: Page, list: string, count: number) {
  const cards = page.locator(`[data-testid="search-list-${list}"] [data-testid="card"]`);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await cards.count()).toBeGreaterThan(count);
  }).toPass();
}

test.describe('search (spec 2 §2)', () => {
  test('a query from the home search bar shows results in each of the five tabs, and they page on', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.getByRole('search').getByRole('link').click();
    await expect(page).toHaveURL(/\/search\?text=$/);
    await input(page).fill('长沙');
    await expect(page).toHaveURL(/text=%E9%95%BF%E6%B2%99/);
    const news = page.locator('[data-testid="search-list-news"] [data-testid="card"]');
    await expect(news.first()).toContainText('长沙');
    await expect(page.locator('[data-panel-id="search-topics"]')).toContainText('话题');
    await pageOn(page, 'news', 20);

    await page.getByRole('tab', { name: '短视频' }).click();
    await expect(page.getByTestId('video-grid').getByTestId('card').first()).toBeVisible();

    await page.getByRole('tab', { name: '动态' }).click();
    await expect(page.locator('.card--dynamic').first()).toBeVisible();
    await pageOn(page, 'dynamics', 10);

    await page.getByRole('tab', { name: '用户' }).click();
    await expect(page.locator('.card--user').first()).toBeVisible();
    await pageOn(page, 'users', 10);

    await page.getByRole('tab', { name: '5G频道' }).click();
    await expect(page.locator('[data-panel-id="search-tv-live"]')).toContainText('电视直播');
    await expect(page.locator('[data-panel-id="search-radio-live"]')).toContainText('广播直播');
    await expect(page.locator('[data-testid="search-list-fiveG"] .card--five-g').first()).toBeVisible();
  });

  test("a 5G item without a link asks the 5G platform's GraphQL endpoint (TenantId, spec 2 §7) and opens what it answers; its errors say 'connection error (message)!'", async ({ page }) => {
    const body = { keyword: '视频', pageNum: 1, pageSize: 10, searchType: '5G_special', totalTypes: 'info,video,dynamic,user' };
    const found = (await (await page.request.post('/api/cms/client/search/all', { data: body })).json()) as { data: { contents: { id: number; genre: string; link?: string; tenantId: string }[] } };
    const video = found.data.contents.find((item) => item.genre === 'video' && !item.link);
    expect(video).toBeDefined();
    const card = page.locator(`[data-testid="search-list-fiveG"] [data-item-id="${video?.id}"]`);
    await page.goto(`/search?text=${encodeURIComponent('视频')}`);
    await appReady(page);
    await page.getByRole('tab', { name: '5G频道' }).click();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/graphql');
    await card.click();
    const graphql = await asked;
    expect(await graphql.allHeaders()).toMatchObject({ tenantid: video?.tenantId, 'content-type': 'application/json' });
    expect(graphql.postDataJSON()).toMatchObject({ variables: { openId: `open-${video?.id}`, genre: 'video' } });
    await expect(page).toHaveURL(new RegExp(`/details\\?newsId=${video?.id}$`));

    await page.route('**/graphql', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: '租户已停用' }] }) }));
    await page.goBack();
    await appReady(page);
    await page.getByRole('tab', { name: '5G频道' }).click();
    await card.click();
    await expect(page.getByText('连接错误（租户已停用）！')).toBeVisible();
    await expect(page).toHaveURL(/\/search/);
  });

  test('history: newest first, deduplicated, at most 10, kept over a reload; edit mode deletes one and all', async ({ page }) => {
    await page.goto('/search');
    await appReady(page);
    for (const text of ['湘江', '岳麓山', '湘江']) await submit(page, text);
    // The address keeps the last text: a reload shows its results again (issue 28: without saving it again).
    await page.reload();
    await appReady(page);
    await expect(input(page)).toHaveValue('湘江');
    await page.getByTestId('search-cancel').click();
    await expect(chips(page)).toHaveText(['湘江', '岳麓山']);
    // Cancel took the text out of the address: a reload shows the history, not the cancelled search.
    await page.reload();
    await appReady(page);
    await expect(input(page)).toHaveValue('');
    await expect(chips(page)).toHaveText(['湘江', '岳麓山']);

    for (let i = 1; i <= 10; i++) await submit(page, `地铁${i}号线`);
    await page.getByTestId('search-clear').click();
    await expect(chips(page)).toHaveCount(10);
    await expect(chips(page).first()).toHaveText('地铁10号线');
    await expect(chips(page)).not.toContainText(['岳麓山']);

    await page.getByRole('button', { name: '编辑搜索历史' }).click();
    await page.getByRole('button', { name: '删除地铁10号线' }).click();
    await expect(chips(page)).toHaveCount(9);
    await page.getByRole('button', { name: '全部删除' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('提示');
    await expect(dialog).toContainText('确认删除全部历史搜索？');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(chips(page)).toHaveCount(9);
    await page.getByRole('button', { name: '全部删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
    await expect(page.getByTestId('search-history')).toHaveCount(0);
    await page.reload();
    await appReady(page);
    await expect(page.getByTestId('search-history')).toHaveCount(0);
  });

  // docs/screens (tabs-search-back-to-news): scrolled, the tab bar slid 11 px under the search head.
  test('scrolled, the result tabs stand whole below the search head', async ({ page }) => {
    await page.goto(`/search?text=${encodeURIComponent('长沙')}`);
    await appReady(page);
    await expect(page.locator('[data-testid="search-list-news"] [data-testid="card"]').first()).toBeVisible();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 600));
        return page.evaluate(() => window.scrollY);
      })
      .toBe(600);
    const [head, tabs] = await page.evaluate(() => [document.querySelector('.search-page__head'), document.querySelector('.search-tabs')].map((element) => element!.getBoundingClientRect().toJSON() as DOMRect));
    expect(tabs!.top).toBeGreaterThanOrEqual(head!.bottom - 0.5);
    await expect(page.getByTestId('search-tab-videos')).toBeInViewport({ ratio: 1 });
  });

  test('a text with % is refused and not saved; a text found nowhere says so', async ({ page }) => {
    await page.goto('/search');
    await appReady(page);
    await submit(page, '100%');
    await expect(page.getByTestId('search-percent')).toHaveText('抱歉，没有找到相关结果');
    await submit(page, '火星移民局');
    await expect(page.getByTestId('search-empty')).toHaveText('没有找到相关结果');
    await page.getByTestId('search-cancel').click();
    await expect(chips(page)).toHaveText(['火星移民局']);
    // Cancel with an empty box goes back to where the reader came from.
    await page.getByTestId('search-cancel').click();
    await expect(page).not.toHaveURL(/\/search/);
  });

  test('a follow from the user results flips at once and holds over a reload', async ({ page, context }, info) => {
    await signIn(context, info);
    const { follows } = readerOf(info);
    await page.goto(`/search?text=${encodeURIComponent(follows)}`);
    await appReady(page);
    await page.getByRole('tab', { name: '用户' }).click();
    const user = page.locator('.card--user').filter({ hasText: follows });
    const saved = page.waitForResponse((r) => r.url().includes('/api/sys/user/me/follow/'));
    await user.getByRole('button', { name: `关注 ${follows}` }).click();
    await expect(user.getByRole('button', { name: `已关注 ${follows}` })).toBeVisible();
    expect((await (await saved).json()).code).toBe(200);
    await page.reload();
    await appReady(page);
    await page.getByRole('tab', { name: '用户' }).click();
    await expect(page.locator('.card--user').filter({ hasText: follows }).getByRole('button', { name: `已关注 ${follows}` })).toBeVisible();
  });

  test('English texts with ?lang=en', async ({ page }) => {
    await page.goto('/search?lang=en&text=%E9%95%BF%E6%B2%99');
    await appReady(page);
    await expect(page.getByRole('link', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['News', 'Short videos', 'Dynamics', 'Users', '5G channel']);
    await expect(page.locator('[data-panel-id="search-topics"]')).toContainText('Topics');
    await submit(page, 'nowhere');
    await expect(page.getByTestId('search-empty')).toHaveText('No related results found');
    await submit(page, '5%');
    await expect(page.getByTestId('search-percent')).toHaveText('Sorry, no related results found');
  });

  test('inside the app: results show, a dynamic likes through the app login, and its topic opens the community page', async ({ page }, info) => {
    await page.addInitScript(simulatorInitScript({ platform: info.project.name === 'iphone-14' ? 'ios' : 'android', appVersion: '4.2.0', loggedIn: true, autoLoginAfterMs: null, tgt: readerOf(info).session }));
    await page.goto('/search?text=%E9%95%BF%E6%B2%99');
    await appReady(page);
    await page.getByRole('tab', { name: '动态' }).click();
    const post = page.locator('.card--dynamic').first();
    await expect(post).toBeVisible();
    const like = post.getByTestId('dynamic-like');
    const before = await like.getAttribute('aria-pressed');
    await like.click();
    await expect(like).not.toHaveAttribute('aria-pressed', before ?? 'false');
    await post.locator('.dynamic__tag--topic').click();
    await expect(page).toHaveURL(/\/content\/community\/topicDetails\?id=\d+/);
    await expect(page.getByRole('heading')).toContainText('topicDetails');
  });
});
