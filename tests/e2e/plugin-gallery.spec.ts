import { expect, test, type Page } from '@playwright/test';
import { APP_PLUGINS } from '../../plugins/app-registry.ts';

/** The page rendered (or hydrated the server's HTML): taps and gestures are the app's from here. */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/**
 * The plugin gallery of developers and editors (/__plugin-gallery) in the production build: shown with
 * preview=1, a not-found page without it, and its code never loaded by the home route.
 */

/** Page errors and console errors, except the fixtures' deliberately missing images (they show the fallback). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console: ${m.text()}`);
  });
  return problems;
}

/** Script files the page requested. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test.describe('Plugin gallery', () => {
  test('with preview=1 renders every plugin from its fixture, grouped by kind, at phone width', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/__plugin-gallery?preview=1');
    await expect(page.getByRole('heading', { level: 1, name: '插件图鉴' })).toBeVisible();
    await expect(page.getByTestId('gallery-plugin')).toHaveCount(APP_PLUGINS.length);
    for (const [id, kind] of [['panels', 'panel'], ['cards', 'card'], ['openers', 'opener']] as const) {
      await expect(page.locator(`#${id} [data-testid="gallery-plugin"]`)).toHaveCount(APP_PLUGINS.filter((p) => p.kind === kind).length);
    }
    // A card's fixture through the real engine, an invalid example as editors see it, an opener's table.
    const textOnly = page.locator('[data-plugin-key="card:*:0"]');
    await expect(textOnly.getByTestId('card')).toContainText('长沙地铁6号线东延段今日开通试运营');
    await expect(textOnly.getByTestId('dropped-item')).toContainText("must have required property 'title'");
    await expect(page.locator('[data-plugin-key="opener:video,video_com"] tr[data-type="video"]')).toContainText('route /video?id=920001');
    // The list panel's valid example in a 390 px column.
    const stage = page.locator('[data-plugin-key="panel:core.list.content"] .gallery-plugin__stage');
    await expect(stage.getByTestId('card').first()).toBeVisible();
    expect((await stage.boundingBox())?.width).toBeLessThanOrEqual(390);
    // A ranking panel shows its fixture's figures, not 'failed to load' (it fetches for itself).
    await expect(page.locator('[data-plugin-key="panel:life.ranking.books"] [data-testid="ranking-row"]').first()).toContainText('活着');
    expect(problems).toEqual([]);
  });

  test('without preview=1 the production build shows the not-found page and never loads the gallery', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/__plugin-gallery');
    await expect(page.getByRole('alert')).toContainText('页面不存在');
    await expect(page.getByTestId('gallery-plugin')).toHaveCount(0);
    expect(scripts.filter((s) => s.includes('PluginGalleryPage'))).toEqual([]);
  });

  test("the home route's bundle does not carry the gallery", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/');
    await appReady(page);
    await expect(page.getByTestId('card').first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /PluginGalleryPage|FeedBenchPage/.test(s))).toEqual([]);
  });
});
