import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls down a screen at a time, as a reader does, until `target` is in the page: what lies below
 * the article (its comments, more news, adverts) loads only when the reader comes near it.
 */
export async function scrollUntilAttached(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if ((await target.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(target.first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
