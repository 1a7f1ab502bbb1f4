import { expect, test } from '@playwright/test';

/** What the hostile markup sets if any of it runs (window.__hostileRan). */
const HOSTILE_FLAG = '__hostileRan';
/** cms/routes/pages.ts HOSTILE_BODY_IDS: this article's body carries script on purpose. */
const HOSTILE = 100010;

test('the hostile body of 100010 shows as text and pictures, and runs nothing', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(`/details?newsId=${HOSTILE}`);
  const body = page.getByTestId('article-body');
  await expect(body).toContainText('正文结束');
  await page.waitForLoadState('networkidle');
  await body.getByText('点击查看').click();
  await body.getByText('正文结束').click();
  // Two of the page's frames: what the taps would set off has had its turn.
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  expect(await page.evaluate((flag) => Reflect.get(window, flag) as unknown, HOSTILE_FLAG)).toBeUndefined();
  expect(page.url()).toContain(`newsId=${HOSTILE}`);
  const left = await page.evaluate(() => ({
    javascriptLinks: [...document.querySelectorAll('[href]')].filter((e) => /^\s*javascript:/i.test(e.getAttribute('href') ?? '')).length,
    dataAddresses: [...document.querySelectorAll('[href],[src]')].filter((e) => /^\s*data:/i.test(e.getAttribute('href') ?? e.getAttribute('src') ?? '')).length,
    handlers: [...document.querySelectorAll('[data-testid=article-body] *')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name) || a.name === 'style')).length,
    scripts: document.querySelectorAll('[data-testid=article-body] script, [data-testid=article-body] iframe').length,
  }));
  expect(left).toEqual({ javascriptLinks: 0, dataAddresses: 0, handlers: 0, scripts: 0 });
  expect(problems).toEqual([]);
});
