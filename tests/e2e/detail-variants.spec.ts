import { expect, test, type Page } from '@playwright/test';
import { scrollUntilAttached } from './support/come-near.ts';
import { serverCall } from './support/server-calls.ts';

/**
 * The news detail pages against the real local CMS (spec 2 §2). Seeded: 100004 has a popup widget,
 * 100008 is third-party content (thirdPartyCode, externalUrl), 100010 has a hostile body.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return problems;
}

test.describe('news detail variants', () => {
  test('/details with source=life: article, copyright, services, adverts, more news, action bar, widget', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/details?newsId=100004&source=life&category_name=mycs.news');
    expect((await serverCall(page, '/content/getDetail/100004')).searchParams.get('hasAdvert')).toBe('1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('五一广场商圈焕新亮相，步行街夜间客流创新高');
    await expect(page).toHaveTitle('五一广场商圈焕新亮相，步行街夜间客流创新高 - 我的长沙');
    await expect(page.getByTestId('read-count')).toContainText('阅读');
    await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
    await expect(page.locator('.copyright')).toContainText('热线：0731-8888');
    await expect(page.getByRole('region', { name: '相关服务' }).getByRole('link', { name: /查询|挂号/ })).toHaveCount(4);
    const adverts = page.getByRole('region', { name: '广告' });
    await expect(adverts.getByTestId('detail-advert').first()).toContainText('查看详情');
    await scrollUntilAttached(page, page.getByRole('region', { name: '更多新闻' }).getByTestId('card'));
    await expect(page.getByRole('region', { name: '更多新闻' }).getByTestId('card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '文章操作' })).toBeVisible();
    await expect(page.getByTestId('widget-popup').getByRole('img', { name: '活动' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cs_volcengineCategoryId'))).toBe('mycs.news');
    expect(problems).toEqual([]);
  });

  test("a tapped advert opens what its own detail says it leads to (the advert list names the advert only)", async ({ page }) => {
    await page.goto('/details?newsId=100004&source=life');
    const advert = page.getByRole('region', { name: '广告' }).locator('a.detail-advert').first();
    const advertId = new URL((await advert.getAttribute('href')) ?? '', 'http://x').searchParams.get('newsId');
    expect(advertId).toMatch(/^\d+$/);
    const asked = page.waitForRequest((request) => request.url().includes(`/content/getDetail/${advertId}?`));
    await advert.click();
    expect(new URL((await asked).url()).searchParams.get('hasAdvert')).toBe('0');
    // The seed's adverts lead to their own page (linkUrl), not to the advert's detail the link names.
    await expect(page).toHaveURL(/\/content\/advert\/\d+\.html$/);
  });

  test('/details without source asks no adverts; the view count is posted once', async ({ page }) => {
    const counts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/contentStats/view/count/')) counts.push(r.method());
    });
    await page.goto('/details?newsId=100002');
    expect((await serverCall(page, '/content/getDetail/100002')).searchParams.get('hasAdvert')).toBe('0');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scrolled past where the adverts would be, to more news.
    await scrollUntilAttached(page, page.getByRole('region', { name: '更多新闻' }));
    await expect(page.getByRole('region', { name: '更多新闻' })).toBeVisible();
    expect(await page.getByRole('region', { name: '广告' }).count()).toBe(0);
    expect(counts).toEqual(['POST']);
  });

  test('/zhcs-details shows the advert block whatever the source; it turns by itself every 4 s, with no dots', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/zhcs-details?newsId=100002');
    const adverts = page.getByRole('region', { name: '广告' });
    await expect(adverts.getByTestId('detail-advert').first()).toContainText('广告');
    await expect(page.getByRole('region', { name: '文章操作' })).toBeVisible();
    // Timed from before it is scrolled to and left alone: never shorter than the carousel's own wait.
    const shown = Date.now();
    await adverts.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await expect(adverts).toHaveAttribute('data-active-index', '0');
    await expect(adverts).toHaveAttribute('data-active-index', '1');
    expect(Date.now() - shown).toBeGreaterThanOrEqual(3500);
    expect(await adverts.getByRole('button', { name: /Go to slide|第.*张/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test("an article never shows the news feed's outline while it loads", async ({ page }) => {
    // The page as served: the article itself, rendered by the server, without the home's skeleton (search bar and feed rows).
    const response = await page.goto('/details?newsId=100003', { waitUntil: 'domcontentloaded' });
    const html = (await response?.text()) ?? '';
    expect(html).toContain('class="detail-header__title"');
    expect(html).not.toContain('class="feed-skeleton');
    await expect(page.getByTestId('article-body')).toBeVisible();
  });

  test('an article the server could not render (no such content) gets the app, which says so', async ({ page }) => {
    const response = await page.goto('/details?newsId=999999', { waitUntil: 'domcontentloaded' });
    expect((await response?.text()) ?? '').toContain('<div id="root"></div>');
    await expect(page).toHaveURL(/\/notFound$/);
  });

  test('/primitiveDetails is the plain article', async ({ page }) => {
    await page.goto('/primitiveDetails?newsId=100002&source=life');
    await expect(page.getByTestId('article-body').locator('img').first()).toBeVisible();
    expect(await page.getByRole('region', { name: '文章操作' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: '广告' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: '更多新闻' }).count()).toBe(0);
  });

  test('third-party content shows in a sandboxed frame that takes the height it reports', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/details?newsId=100008');
    const frame = page.locator('iframe.article-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-forms allow-scripts');
    const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(src.pathname).toBe('/content/third-party/page.html');
    expect(src.searchParams.get('env')).toBe('test');
    await expect(frame).toHaveAttribute('data-reported-height', /^\d{3,}$/);
    const reported = Number(await frame.getAttribute('data-reported-height'));
    const inner = await page.frameLocator('iframe.article-frame').locator('html').evaluate((html) => html.scrollHeight);
    expect(Math.abs(reported - inner)).toBeLessThanOrEqual(2);
    expect((await frame.boundingBox())?.height).toBeCloseTo(reported, 0);
    await expect(page.frameLocator('iframe.article-frame').getByRole('heading', { name: '新湖南客户端稿件' })).toBeVisible();
    // The stand-in page's styles are inline, allowed by its policy (from its first layout: no jump).
    expect(await page.frameLocator('iframe.article-frame').locator('body').evaluate((body) => getComputedStyle(body).paddingTop)).toBe('16px');
    expect(problems).toEqual([]);
  });

  test('a body picture opens the full-screen gallery at it; a linked picture follows its link', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/details?newsId=100002');
    const body = page.getByTestId('article-body');
    await body.getByRole('button', { name: /配图2/ }).click();
    const gallery = page.getByRole('dialog', { name: '图片浏览' });
    await expect(gallery).toBeVisible();
    await expect(gallery.locator('.gallery__counter')).toHaveText('3 / 3');
    await gallery.getByRole('button', { name: '关闭' }).click();
    await expect(gallery).toHaveCount(0);
    await body.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/details\?newsId=100003$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expect(problems).toEqual([]);
  });

  test("an unknown id (code 5101) leads to 'Content does not exist'", async ({ page }) => {
    await page.goto('/details?newsId=999999');
    await expect(page).toHaveURL(/\/notFound$/);
    await expect(page.getByRole('alert')).toContainText('内容不存在');
  });

  test("a missing newsId says 'No news ID'", async ({ page }) => {
    await page.goto('/details?source=news');
    await expect(page.getByRole('alert')).toContainText('缺少新闻ID');
  });
});
