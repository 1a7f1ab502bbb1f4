import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 11 item 7: bad input from outside the CMS's panels gets a catalogued message or is ignored;
 * never a blank page, a stuck skeleton or an uncaught error. (Bridge replies of the wrong shape:
 * tests/unit/bridge-replies.test.ts; frame messages of the wrong shape or origin:
 * tests/unit/detail-frame.test.ts and tests/browser/detail-surroundings.test.tsx.)
 */
const BAD_IDS = ['abc', '-1', '0', '1e309', '12.5', '99999999999999999999', '<script>alert(1)</script>', 'x'.repeat(3000)];

function watch(page: Page): { errors: string[]; cmsCalls: string[] } {
  const errors: string[] = [];
  const cmsCalls: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(getDetail|voteData|getCommentWithReply|getCommentDetail)\b/.test(path)) cmsCalls.push(path);
  });
  return { errors, cmsCalls };
}

const ROUTES: { path: (id: string) => string; says: string }[] = [
  { path: (id) => `/details?newsId=${id}`, says: 'Content does not exist' },
  { path: (id) => `/primitiveDetails?newsId=${id}`, says: 'Content does not exist' },
  { path: (id) => `/voteDetails?newsId=${id}`, says: 'The vote does not exist' },
  { path: (id) => `/allComment?id=${id}`, says: 'Content does not exist' },
  { path: (id) => `/commentDetails?id=${id}&pcommentId=1`, says: 'The comment does not exist' },
];

for (const route of ROUTES) {
  test(`${route.path('…')} with an id that names no content says '${route.says}' at once, asking the CMS nothing`, async ({ page }) => {
    const seen = watch(page);
    for (const id of BAD_IDS) {
      await page.goto(`${route.path(encodeURIComponent(id))}&lang=en`);
      await expect(page.getByRole('alert').filter({ hasText: route.says })).toBeVisible();
    }
    expect(seen.cmsCalls).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}

test('corrupted local storage (login, user, device id, privacy flag, tokens, date markers) never blanks a page', async ({ page }) => {
  const seen = watch(page);
  await page.addInitScript(() => {
    const junk = ['{', '[object Object]', 'null', 'undefined', '{"id":', '__proto__', '\u0000', 'x'.repeat(5000)];
    const keys = ['authorization', 'accessToken', 'cs_authorization', 'TGT', 'mycsUserId', 'cs_userInfo', 'gdyToken', 'cs_wb_deviceId', 'cs_appVersion', 'cs_agreePrivacy', 'zhcs', 'module_source', 'cs_volcengineCategoryId'];
    keys.forEach((key, i) => localStorage.setItem(key, junk[i % junk.length]!));
    // The once-a-day points markers (core/domain/points/daily-points.ts).
    for (const task of ['earn_general_browse_news', 'earn_general_likes_news', 'earn_general_favorites_news']) localStorage.setItem(`cs_dailyPoints_${task}`, '2026-13-45{');
  });
  await page.goto('/?lang=en');
  await expect(page.locator('[data-panel-id]').first()).toBeVisible();
  await page.goto('/details?newsId=100001&lang=en');
  await expect(page.getByTestId('article-body')).toBeVisible();
  await page.goto('/voteDetails?newsId=200001&lang=en');
  await expect(page.getByTestId('vote-block')).toBeVisible();
  await page.goto('/allComment?id=100001&lang=en');
  await expect(page.getByRole('heading', { name: 'All comments' })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test('a CMS answer that is an HTML page, not JSON, gives the feed and the article their failed state with a retry', async ({ page }) => {
  const seen = watch(page);
  const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
  await page.route('**/api/cms/client/category/getCategoryCompositeData**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.route('**/api/cms/client/content/getDetail/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  // Preview: the page asks for its feed itself (no server-rendered answer beside it).
  await page.goto('/?preview=1&lang=en');
  await expect(page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })).toBeVisible();
  // Preview again: an article the server rendered would bring its answer inside the page.
  await page.goto('/details?newsId=100001&lang=en&preview=1');
  await expect(page.getByRole('alert').filter({ hasText: 'The article could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test('an article body of 5 MB shows, sanitized, without a stuck skeleton', async ({ page }) => {
  test.slow(); // sanitizing 5 MB takes seconds on a busy 2-core machine
  const seen = watch(page);
  const paragraph = `<p>长沙新闻正文，五一广场商圈改造完成。<img src="/media/img/wuyi-square.svg" onerror="alert(1)"></p>`;
  const body = `<html><body>${paragraph.repeat(Math.ceil((5 * 1024 * 1024) / Buffer.byteLength(paragraph)))}</body></html>`;
  expect(Buffer.byteLength(body)).toBeGreaterThanOrEqual(5 * 1024 * 1024);
  await page.route('**/content/news/100001.html', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
  // Preview: the page fetches the body itself (the server renders an article with the CMS's own body).
  await page.goto('/details?newsId=100001&lang=en&preview=1');
  const article = page.getByTestId('article-body');
  await expect(article).toBeVisible({ timeout: 60_000 });
  await expect(article.locator('p').first()).toContainText('五一广场');
  expect(await article.locator('[onerror]').count()).toBe(0);
  await expect(page.locator('.body-skeleton')).toHaveCount(0);
  expect(seen.errors).toEqual([]);
});
