import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 11: what a page left out reaches the CMS as a render report (batched; every page view in
 * preview), and editors read it back there.
 */
test('a dropped panel is reported to the CMS when the page is left, and editors see it', async ({ page, request }) => {
  await page.goto('/?preview=1');
  await expect(page.getByTestId('dropped-panel')).toContainText('test.unknown-panel');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/render-reports') && r.method() === 'POST');
  // The reader leaves (the webview or tab goes): the batch goes at once, with keepalive.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const batch = JSON.parse((await sent).postData() ?? '{}') as { page: string; sampleRate: number; reports: { kind: string; key: string | null; errors: string[] }[] };
  expect(batch.page).toBe('/');
  expect(batch.sampleRate).toBe(1);
  expect(batch.reports).toContainEqual(expect.objectContaining({ kind: 'panel-dropped', key: 'test.unknown-panel' }));
  expect(batch.reports).toContainEqual(expect.objectContaining({ kind: 'item-dropped', itemId: '100999' }));

  await expect
    .poll(async () => {
      const answer = await request.get('/api/render-reports', { headers: { token: 'token-editor-0001' } });
      const totals = ((await answer.json()) as { data: { totals: { kind: string; key: string | null }[] } }).data.totals;
      return totals.some((row) => row.kind === 'panel-dropped' && row.key === 'test.unknown-panel');
    })
    .toBe(true);
});

/** The reports a page sends when the reader leaves it. */
async function reportsOnLeaving(page: Page): Promise<{ kind: string; key: string | null; errors: string[] }[]> {
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/render-reports') && r.method() === 'POST');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  return (JSON.parse((await sent).postData() ?? '{}') as { reports: { kind: string; key: string | null; errors: string[] }[] }).reports;
}

test('a part of the address the page cannot use is ignored and reported: a reply cursor, a feed cursor, a topic', async ({ page }) => {
  await page.goto('/commentDetails?id=100001&pcommentId=1&after=not-a-cursor&preview=1');
  // The first replies show, as without it.
  await expect(page.getByTestId('reply-list').getByTestId('reply').first()).toBeVisible();
  expect(await reportsOnLeaving(page)).toContainEqual(expect.objectContaining({ kind: 'page-error', key: 'address:after' }));

  await page.goto('/?preview=1&after=%3Cscript%3E');
  await expect(page.getByTestId('card').first()).toBeVisible();
  expect(await reportsOnLeaving(page)).toContainEqual(expect.objectContaining({ kind: 'page-error', key: 'address:after' }));

  await page.goto('/video?preview=1&topic=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E8%AF%9D%E9%A2%98');
  await expect(page.getByTestId('card').first()).toBeVisible();
  expect(await reportsOnLeaving(page)).toContainEqual(expect.objectContaining({ kind: 'page-error', key: 'address:topic' }));
});
