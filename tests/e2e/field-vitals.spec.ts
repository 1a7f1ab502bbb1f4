import { expect, test } from '@playwright/test';

/**
 * Issue 31 item 4: an editor's preview of a detail always reports its field data (LCP, CLS, TTFB,
 * and INP after a tap) when the page is left; editors read p75 per route and day back.
 */
test('a previewed page reports its web vitals on leaving, and editors read them back as p75', async ({ page, request }) => {
  const started = page.waitForResponse((response) => /\/assets\/page-reports-[^/]+\.js$/.test(response.url()));
  await page.goto('/details?newsId=100003&preview=1');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await started;
  // A tap for INP: on the heading (nothing opens).
  await page.locator('article.detail-article h1').click();
  // Leaving sends the batch (a keepalive request from a page going away: read back from the CMS).
  await page.goto('/');
  await expect
    .poll(async () => {
      const answer = await request.get('/api/web-vitals?days=1', { headers: { token: 'token-editor-0001' } });
      const rows = ((await answer.json()) as { data: { p75: { route: string; metric: string; p75: number }[] } }).data.p75;
      return rows.filter((row) => row.route === '/details' && row.p75 >= 0).map((row) => row.metric);
    })
    .toEqual(expect.arrayContaining(['LCP', 'TTFB', 'CLS', 'INP']));
});
