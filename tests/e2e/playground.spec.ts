import { expect, test, type Page } from '@playwright/test';

/** Issue 16: /__playground against the local CMS: a panel by id, a category's panel, pasted JSON sent by its address. */
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

test.describe('playground', () => {
  test('loads a CMS panel by id and shows it again from its address', async ({ page }) => {
    await page.goto('/__playground?preview=1');
    await appReady(page);
    await page.getByLabel('面板编号').fill('48662');
    await page.getByRole('button', { name: '从 CMS 加载' }).click();
    await expect(page).toHaveURL(/panel=48662/);
    const phone = page.getByTestId('playground-phone');
    await expect(phone.getByTestId('card').first()).toBeVisible();
    const rows = await page.getByTestId('report-row').count();
    expect(rows).toBeGreaterThan(10);
    await page.reload();
    await appReady(page);
    await expect(phone.getByTestId('card').first()).toBeVisible();
    await expect(page.getByTestId('report-row')).toHaveCount(rows);
  });

  test("explains a category's unknown panel in editors' words", async ({ page }) => {
    await page.goto('/__playground?preview=1&lang=en&category=mycs.news&panel=49001');
    await appReady(page);
    const row = page.getByTestId('report-row').first();
    await expect(row).toContainText('left out');
    await expect(row).toContainText('no plugin shows typeCode test.unknown-panel');
  });

  test('renders pasted JSON, and its address shows the same to whoever opens it', async ({ page, browser }) => {
    await page.goto('/__playground?preview=1&lang=en');
    await appReady(page);
    await page.getByLabel('CMS JSON').fill(JSON.stringify({ id: 5, typeCode: 'core.list.content', contents: [{ id: 6, title: '发给同事看的新闻', listStyle: 0 }] }));
    await page.getByRole('button', { name: 'render' }).click();
    await expect(page.getByTestId('playground-phone').getByText('发给同事看的新闻')).toBeVisible();
    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('playground-phone').getByText('发给同事看的新闻')).toBeVisible();
    await other.close();
  });

  test('is not there for readers without preview=1', async ({ page }) => {
    await page.goto('/__playground');
    await appReady(page);
    await expect(page.getByTestId('playground')).toHaveCount(0);
  });
});
