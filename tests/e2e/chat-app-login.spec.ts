import { expect, test } from '@playwright/test';

/**
 * Spec 1 §6, §8 (issue 12): outside the app, a feature that needs login goes through the chat app's
 * own flow in WeChat (its web authorization, stood in by the local CMS), and tells Weibo and QQ
 * browsers 'Please open in a browser'.
 */
const WECHAT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560';
const QQ = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 QQ/9.0.5.2150';

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT, locale: 'en-US' });

  test("liking an article logs the reader in through WeChat's authorization and brings them back", async ({ page }, testInfo) => {
    const article = testInfo.project.name === 'iphone-14' ? 100071 : 100070;
    await page.goto(`/details?newsId=${article}&lang=en`);
    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toBeVisible();
    const authorized = page.waitForRequest((request) => request.url().includes('/__stand-in/wechat/oauth2/authorize'));
    await like.click();
    const asked = new URL((await authorized).url());
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ response_type: 'code', scope: 'snsapi_userinfo', state: 'wechat-login' });
    await expect(page).toHaveURL(new RegExp(`/details\\?newsId=${article}`));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authorization'))).toBe('token-reader-0003');
    await expect(page.getByRole('button', { name: /^Like/ })).toBeVisible();
  });
});

test.describe('in a QQ browser on a phone', () => {
  test.use({ userAgent: QQ, locale: 'en-US' });

  test("liking says 'Please open in a browser' and stays", async ({ page }) => {
    await page.goto('/details?newsId=100072&lang=en');
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please open in a browser' })).toBeVisible();
    await expect(page).toHaveURL(/\/details\?newsId=100072/);
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
  });
});
