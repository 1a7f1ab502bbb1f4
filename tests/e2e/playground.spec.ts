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
    await expect(row).toContainText("Readers don't see it");
    await expect(row).toContainText('The app has no panel type test.unknown-panel');
  });

  test('renders pasted JSON, and its address shows the same to whoever opens it', async ({ page, browser }) => {
    await page.goto('/__playground?preview=1&lang=en');
    await appReady(page);
    await page.getByLabel('CMS JSON').fill(JSON.stringify({ id: 5, typeCode: 'core.list.content', contents: [{ id: 6, title: '发给同事看的新闻', listStyle: 0 }] }));
    await page.getByRole('button', { name: 'Render' }).click();
    await expect(page.getByTestId('playground-phone').getByText('发给同事看的新闻')).toBeVisible();
    await expect(page).toHaveURL(/#z=/);
    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('playground-phone').getByText('发给同事看的新闻')).toBeVisible();
    await other.close();
  });

  test('shares a home-sized answer past 16 KB: the JSON travels in the fragment, never to the server (no 431)', async ({ page, browser }) => {
    const contents = Array.from({ length: 60 }, (_, i) => ({ id: 300 + i, title: `长沙今日要闻第 ${i + 1} 条：地铁、天气与城市生活`, listStyle: 0, brief: '长沙市民关心的城市新闻，'.repeat(8), detailUrl: `/details?newsId=${300 + i}` }));
    const json = JSON.stringify({ id: 5, typeCode: 'core.list.content', contents });
    // As the old ?json= query it would be past the server's 16 KB of headers.
    expect(encodeURIComponent(json).length).toBeGreaterThan(16 * 1024);
    await page.goto('/__playground?preview=1&lang=en');
    await appReady(page);
    await page.getByLabel('CMS JSON').fill(json);
    await page.getByRole('button', { name: 'Render' }).click();
    await expect(page).toHaveURL(/#z=/);
    const other = await browser.newPage();
    const answer = await other.goto(page.url());
    expect(answer?.status()).toBe(200);
    await expect(other.getByTestId('playground-phone').getByText('长沙今日要闻第 60 条：地铁、天气与城市生活')).toBeVisible();
    await other.close();
  });

  test('edits a CMS panel in the form made from its schema and shows the change at once', async ({ page }) => {
    await page.goto('/__playground?preview=1&category=mycs.news&panel=48653');
    await appReady(page);
    const first = page.getByTestId('report-row').first();
    await first.getByRole('button', { name: '编辑' }).click();
    const form = page.getByTestId('edit-form');
    await form.getByLabel(/^名称 name/).fill('编辑改过的名称');
    await expect(page.getByTestId('report-row').first()).toContainText('编辑改过的名称');
    await expect(page).toHaveURL(/#z=/);
  });

  test('is not there for readers without preview=1', async ({ page }) => {
    await page.goto('/__playground');
    await appReady(page);
    await expect(page.getByTestId('playground')).toHaveCount(0);
  });
});
