import { expect, test, type Page } from '@playwright/test';

/**
 * The detail page must not move under the reader while it loads (Lighthouse measured CLS 0.207 when
 * the related services and the copyright, drawn below the body's skeleton, were pushed down by the
 * arriving article). Summed layout shifts outside input, after the article and everything around it
 * loaded, stay under "good" CLS.
 */
const MAX_LAYOUT_SHIFT = 0.05;
/** The article body answers this late, so the skeleton surely paints before it (a phone network). */
const BODY_DELAY_MS = 400;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    recordedLayoutShifts?: Shift[];
  }
}

/** Records every layout shift from the page's first paint on, with the elements that moved. */
function recordLayoutShifts(): void {
  window.recordedLayoutShifts = [];
  type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        return node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
      });
      window.recordedLayoutShifts?.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openSlowly(page: Page, path: string): Promise<void> {
  await page.addInitScript(recordLayoutShifts);
  await page.route('**/content/news/*.html', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, BODY_DELAY_MS));
    await route.continue();
  });
  await page.goto(path);
}

async function expectNoNoticeableShift(page: Page): Promise<void> {
  // Everything that arrives late has arrived: fonts, pictures, the comments' and more news' answers.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => window.recordedLayoutShifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
}

test('an article with pictures, related services, comments and more news loads without moving', async ({ page }) => {
  await openSlowly(page, '/details?newsId=100003');
  await expect(page.getByTestId('article-body').locator('img').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '相关服务' })).toBeAttached();
  await expect(page.locator('.copyright')).toBeAttached();
  await expect(page.getByTestId('hot-comments')).toBeAttached();
  await expect(page.getByRole('region', { name: '更多新闻' })).toBeAttached();
  await expectNoNoticeableShift(page);
});

test('with the advert carousel (source life) it loads without moving', async ({ page }) => {
  await openSlowly(page, '/details?newsId=100003&source=life');
  await expect(page.getByTestId('article-body')).toBeVisible();
  await expect(page.getByRole('region', { name: '广告' })).toBeAttached();
  await expect(page.getByRole('region', { name: '更多新闻' })).toBeAttached();
  await expectNoNoticeableShift(page);
});

test('a framed third-party article loads without moving what follows it', async ({ page }) => {
  await openSlowly(page, '/details?newsId=100008');
  await expect(page.locator('iframe.article-frame')).toHaveAttribute('data-reported-height', /\d+/);
  await expect(page.getByRole('region', { name: '相关服务' })).toBeAttached();
  await expectNoNoticeableShift(page);
});
