import { expect, test } from '@playwright/test';
import { stripTitleForRoute } from '../../core/domain/rules/route-title.ts';

/**
 * Spec 1 §2: /openUrl takes search=1 in one case, opening from search. A 5G channel item (spec 2 §3,
 * found only by search) opens its link inside the product with that flag, and back returns to the
 * search. The local CMS's 5G links are its own stand-in pages: the answer is given links on another
 * site, stood in for by a page that echoes the address it was asked for.
 */
const FIVE_G_SITE = 'https://5g.example.com';
const echoPage = (url: string) => `<!doctype html><meta charset="utf-8"><title>5G</title><p data-testid="asked">${new URL(url).pathname}</p>`;

test('a 5G channel result opens inside the product with search=1, and back returns to the search', async ({ page }) => {
  await page.route(`${FIVE_G_SITE}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: echoPage(route.request().url()) }));
  await page.route('**/api/cms/client/search/all', async (route) => {
    const response = await route.fetch();
    if ((route.request().postDataJSON() as { searchType?: string }).searchType !== '5G_special') return route.fulfill({ response });
    const answer = (await response.json()) as { data: { contents: { id: number | string }[] } };
    answer.data.contents = answer.data.contents.map((item) => ({ ...item, link: `${FIVE_G_SITE}/live/${item.id}` }));
    return route.fulfill({ response, json: answer });
  });

  await page.goto(`/search?text=${encodeURIComponent('长沙')}`);
  await page.getByRole('tab', { name: '5G频道' }).click();
  const card = page.locator('[data-testid="search-list-fiveG"] .card--five-g').first();
  const title = (await card.locator('.five-g__title').textContent()) ?? '';
  await card.click();

  await expect(page).toHaveURL(/\/openUrl\/https%3A%2F%2F5g\.example\.com%2Flive%2F\w+\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('search')).toBe('1');
  expect(query.get('title')).toBe(stripTitleForRoute(title));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stripTitleForRoute(title));
  await expect(page.frameLocator('iframe.open-url__frame').getByTestId('asked')).toHaveText(/^\/live\/\w+$/);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/search\?text=%E9%95%BF%E6%B2%99/);
  await expect(page.getByTestId('search-input')).toHaveValue('长沙');
  // Issue 28: back on the tab the result was opened from.
  await expect(page.getByRole('tab', { name: '5G频道' })).toHaveAttribute('aria-selected', 'true');
  await expect(card).toBeVisible();
});
