import { expect, test, type Page } from '@playwright/test';
import { simulatorInitScript } from '../../src/native-simulator/init-script.ts';
import { SIMULATOR_GLOBAL, type NativeSimulatorControl, type NativeSimulatorOptions } from '../../src/native-simulator/types.ts';

/** The page rendered (or hydrated the server's HTML): taps and gestures are the app's from here. */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/** The page inside the simulated app: iOS bridge on the iPhone project, Android JsBridge on the Pixel. */
async function inApp(page: Page, platform: 'ios' | 'android', options: Partial<NativeSimulatorOptions>): Promise<void> {
  await page.addInitScript(simulatorInitScript({ platform, ...options }));
}

const calls = (page: Page, name: string) =>
  page.evaluate(
    ([handler, global]) => (window as unknown as Record<string, NativeSimulatorControl>)[global]!.callsTo(handler).map((c) => c.data),
    [name, SIMULATOR_GLOBAL] as const,
  );

const LIST = '[data-panel-id="48662"]';

test.describe('inside the native app', () => {
  const platformOf = (name: string) => (name === 'iphone-14' ? 'ios' : 'android') as 'ios' | 'android';

  test('app start exchanges the app session for a token and checks the security lock from 4.1.0', async ({ page }, info) => {
    await inApp(page, platformOf(info.project.name), { appVersion: '4.2.0', loggedIn: true, autoLoginAfterMs: null });
    await page.goto('/');
    await appReady(page);
    await expect(page.locator(LIST).getByTestId('card').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBe('token-reader-0001');
    expect(await calls(page, 'getAppVersion')).not.toHaveLength(0);
    expect(await calls(page, 'getSecurityLockState')).toHaveLength(1);
  });

  test('below app version 4.1.0 no security-lock check is made', async ({ page }, info) => {
    await inApp(page, platformOf(info.project.name), { appVersion: '4.0.9', loggedIn: true, autoLoginAfterMs: null });
    await page.goto('/');
    await appReady(page);
    await expect(page.locator(LIST).getByTestId('card').first()).toBeVisible();
    expect(await calls(page, 'getSecurityLockState')).toHaveLength(0);
  });

  test('a short video opens the native player with its encoded panel and content ids', async ({ page }, info) => {
    await inApp(page, platformOf(info.project.name), { loggedIn: true, autoLoginAfterMs: null });
    await page.goto('/');
    await appReady(page);
    const video = page.locator(`${LIST} .card--video`).filter({ hasText: '短视频' }).first();
    const id = await video.getAttribute('data-item-id');
    await video.getByRole('link').first().click();
    await expect.poll(() => calls(page, 'openVideo')).toEqual([expect.objectContaining({ panelId: '48662', contentId: id })]);
  });

  test('logged out, a short video asks the app to log in, then the page reloads once logged in', async ({ page }, info) => {
    await inApp(page, platformOf(info.project.name), { loggedIn: false, autoLoginAfterMs: 1500 });
    await page.goto('/');
    await appReady(page);
    const video = page.locator(`${LIST} .card--video`).filter({ hasText: '短视频' }).first();
    await video.scrollIntoViewIfNeeded();
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await video.getByRole('link').first().click();
    await expect.poll(() => calls(page, 'userLogin')).toHaveLength(1);
    await reloaded;
    await expect(page.locator(LIST).getByTestId('card').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authorization'))).toBe('token-reader-0001');
  });

  test('a news item opens the native news-detail page with its share title', async ({ page }, info) => {
    await inApp(page, platformOf(info.project.name), { loggedIn: true, autoLoginAfterMs: null });
    await page.goto('/');
    await appReady(page);
    const card = page.locator(`${LIST} .card--thumb`).first();
    const title = (await card.locator('.card__title').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect.poll(async () => JSON.stringify(await calls(page, 'jumpToNativePage'))).toContain(title.slice(0, 10));
  });
});
