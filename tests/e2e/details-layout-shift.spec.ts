import { expect, test, type Page } from '@playwright/test';
import { scrollUntilAttached } from './support/come-near.ts';

/**
 * The detail page must not move under the reader while it loads (Lighthouse measured CLS 0.207 when
 * the related services and the copyright, drawn below the body's skeleton, were pushed down by the
 * arriving article). Summed layout shifts outside input, after the article and everything around it
 * loaded, stay under "good" CLS.
 */
const MAX_LAYOUT_SHIFT = 0.05;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    recordedLayoutShifts?: Shift[];
    /** Hands over the shifts the observer holds but has not delivered yet. */
    takeLayoutShifts?: () => void;
  }
}

/** Records every layout shift from the page's first paint on, with the elements that moved. */
function recordLayoutShifts(): void {
  window.recordedLayoutShifts = [];
  type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  const record = (entries: ShiftEntry[]) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        return node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
      });
      window.recordedLayoutShifts?.push({ value: entry.value, sources });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries() as ShiftEntry[]));
  observer.observe({ type: 'layout-shift', buffered: true });
  window.takeLayoutShifts = () => record(observer.takeRecords() as ShiftEntry[]);
}

async function openSlowly(page: Page, path: string): Promise<void> {
  await page.addInitScript(recordLayoutShifts);
  await page.route('**/content/news/*.html', async (route) => {
    // The body arrives once its skeleton is on screen, however busy the machine.
    await page.locator('.body-skeleton').first().waitFor();
    await route.continue();
  });
  await page.goto(path);
}

async function expectNoNoticeableShift(page: Page): Promise<void> {
  // Everything that arrives late has arrived: the comments' and more news' answers, pictures, fonts.
  await page.waitForLoadState('networkidle');
  // Pictures on screen are in (lazy ones below the fold load only when scrolled to, and shifts there do not count).
  const onScreenPicturesPending = () =>
    page.evaluate(() =>
      [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && !image.complete;
      }).length,
    );
  await expect.poll(onScreenPicturesPending).toBe(0);
  // The frame after the last of them is laid out; then the observer hands over what it holds.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.takeLayoutShifts?.();
  });
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
  // More news loads as the reader comes near it (scrolled by script, not input: its shifts count).
  await scrollUntilAttached(page, page.getByRole('region', { name: '更多新闻' }));
  await expectNoNoticeableShift(page);
});

test('with the advert carousel (source life) it loads without moving', async ({ page }) => {
  await openSlowly(page, '/details?newsId=100003&source=life');
  await expect(page.getByTestId('article-body')).toBeVisible();
  await expect(page.getByRole('region', { name: '广告' })).toBeAttached();
  // More news loads as the reader comes near it (scrolled by script, not input: its shifts count).
  await scrollUntilAttached(page, page.getByRole('region', { name: '更多新闻' }));
  await expectNoNoticeableShift(page);
});

test('a framed third-party article loads without moving what follows it', async ({ page }) => {
  await openSlowly(page, '/details?newsId=100008');
  await expect(page.locator('iframe.article-frame')).toHaveAttribute('data-reported-height', /\d+/);
  await expect(page.getByRole('region', { name: '相关服务' })).toBeAttached();
  await expectNoNoticeableShift(page);
});
