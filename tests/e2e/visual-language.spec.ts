import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 29 item 8, one visual language: one tab underline, one title bar (the detail too), a search
 * field with a magnifier, the keyword marked in results, and comment counts that agree.
 */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/** The selected tab's underline, as the reader sees it: its shape and place (colour follows the band it sits on). */
async function underlineOf(page: Page): Promise<string> {
  const selected = page.getByRole('tab', { selected: true }).first();
  await expect(selected).toBeVisible();
  return selected.evaluate((tab) => {
    const line = getComputedStyle(tab, '::after');
    const border = getComputedStyle(tab).borderBottomWidth;
    return JSON.stringify({ content: line.content, width: line.width, height: line.height, radius: line.borderRadius, bottom: line.bottom, border });
  });
}

test.describe('one visual language (issue 29)', () => {
  test('every tab row draws the same underline (search, video, life, favourites)', async ({ page, context }, info) => {
    const { origin } = new URL(info.project.use.baseURL ?? 'http://127.0.0.1');
    await context.addCookies([{ name: 'TGT', value: 'TGT-reader-0003', url: origin }]);
    const styles = new Set<string>();
    for (const address of ['/search?text=%E9%95%BF%E6%B2%99', '/video', '/life-style', '/favor']) {
      await page.goto(address);
      styles.add(await underlineOf(page));
    }
    expect([...styles]).toHaveLength(1);
    expect(JSON.parse([...styles][0]!)).toMatchObject({ height: '3px', border: '0px' });
  });

  test('the detail page has the shared title bar, with a back control', async ({ page }) => {
    await page.goto('/details?newsId=100003');
    const bar = page.locator('header.title-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: '返回' })).toBeVisible();
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
  });

  test('search fields show a magnifier (a lens with a handle), not a plain ring', async ({ page }) => {
    for (const address of ['/', '/search']) {
      await page.goto(address);
      const icon = page.locator('.search-bar__icon').first();
      await expect(icon).toBeVisible();
      const look = await icon.evaluate((element) => {
        const style = getComputedStyle(element);
        return { mask: style.maskImage || style.webkitMaskImage, radius: style.borderTopLeftRadius };
      });
      expect(look.mask).toContain('data:image/svg+xml');
      expect(look.radius).toBe('0px');
    }
  });

  test('search results mark the keyword in their titles', async ({ page }) => {
    await page.goto('/search?text=%E9%95%BF%E6%B2%99');
    await appReady(page);
    const marks = page.locator('[data-testid="search-list-news"] mark');
    await expect(marks.first()).toHaveText('长沙');
    const title = page.locator('[data-testid="search-list-news"] .card__title', { has: page.locator('mark') }).first();
    await expect(title).toContainText('长沙');
  });

  // 100001 has 21 comments with their replies, 12 of them top-level: the sheet said 12, the bar 21.
  test("the action bar's comment count is the one the comment sheet shows", async ({ page }) => {
    await page.goto('/details?newsId=100001');
    await appReady(page);
    const commentButton = page.locator('.action-bar__action', { has: page.locator('.action-icon--comment') });
    const barCount = (await commentButton.locator('.action-bar__count').textContent())?.trim();
    expect(barCount).toBe('21');
    await commentButton.click();
    const sheet = page.getByTestId('comment-modal');
    await expect(sheet.getByTestId('comment').first()).toBeVisible();
    await expect(sheet.getByTestId('comment-modal-count')).toHaveText(barCount!);
  });
});
