import { expect, test } from '@playwright/test';

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
