import { expect, test, type Page } from '@playwright/test';
import { playbackMessages } from '../../src/pages/playback/playback.messages.ts';

/**
 * The 2021 playback archive against the local CMS (spec 2 §2 Video, live and playback; §5 duration
 * and brief; §7 getSpecList by 12 with startTime / endTime): special 300037, class 8999, 36
 * playbacks ten days apart from 2021-12-31 back.
 */
const zh = playbackMessages['zh-CN'];
const en = playbackMessages.en;
const ARCHIVE = '/PlayBack?id=300037';

const rows = (page: Page) => page.getByTestId('playback-row');
const dates = (page: Page) => page.getByTestId('playback-date').allTextContents();
const footer = (page: Page) => page.locator('[data-testid="feed-footer"], [data-testid="load-more"]').last();

/** Opens the date picker and waits until it has slid up (a tap aimed at it while it moves can land on the backdrop, which closes it). */
async function openDateSheet(page: Page) {
  await page.getByTestId('date-filter').click();
  const sheet = page.getByTestId('date-filter-sheet');
  await expect(sheet).toHaveAttribute('data-phase', 'open');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return sheet;
}

/** Opens the date picker and chooses the year, the month and (if given) the days, then confirms. */
async function pickDates(page: Page, month: string, days?: string) {
  const sheet = await openDateSheet(page);
  await sheet.getByRole('button', { name: '2021年', exact: true }).click();
  await sheet.getByRole('button', { name: month, exact: true }).click();
  if (days) await sheet.getByRole('button', { name: days, exact: true }).click();
  await sheet.getByRole('button', { name: zh['playback.confirm'] }).click();
  await expect(sheet).toBeHidden();
}

test.describe('the playback archive (/PlayBack)', () => {
  test('the header, rows with duration and a shortened brief; the date filter narrows the list and all restores it', async ({ page }) => {
    await page.goto(ARCHIVE);
    await expect(page.getByRole('heading', { level: 1, name: '2021节目回放' })).toBeVisible();
    await expect(rows(page)).toHaveCount(12);
    // Spec 2 §5: mm:ss without hours; a brief of 20 characters or more is cut to 19 and an ellipsis.
    await expect(rows(page).first().locator('.playback-row__duration')).toHaveText(/^\d\d:\d\d$/);
    await expect(rows(page).nth(1).locator('.playback-row__brief')).toHaveText('本期节目聚焦长沙城市建设与民生热点，邀…');

    await pickDates(page, '12月', '01-10日');
    await expect(rows(page)).toHaveCount(1);
    await expect.poll(() => dates(page)).toEqual(['2021-12-01']);
    await expect(page.getByTestId('date-filter')).toHaveAccessibleName(`日期：2021年 12月 01-10日`);
    await expect(footer(page)).toHaveAttribute('data-status', 'end');

    await pickDates(page, '12月', '21日-月底');
    await expect.poll(() => dates(page)).toEqual(['2021-12-31', '2021-12-21']);

    await pickDates(page, '2月');
    await expect.poll(() => dates(page)).toEqual(['2021-02-24', '2021-02-14', '2021-02-04']);

    // Back from a playback, the list is as the reader left it (classId, sValueStar, sValueEnd).
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/playBackDetail\?id=3000\d\d$/);
    await page.goBack();
    await expect(rows(page)).toHaveCount(3);

    await openDateSheet(page);
    await page.getByTestId('date-all').click();
    await expect(rows(page)).toHaveCount(12);
    await expect.poll(async () => (await dates(page))[0]).toBe('2021-12-31');
  });

  test('loads 12 at a time to the end (36), then says no more; back to top appears after scrolling and goes up', async ({ page }) => {
    await page.goto(ARCHIVE);
    await expect(rows(page)).toHaveCount(12);
    await expect(page.getByTestId('back-to-top')).toBeHidden();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await rows(page).count()).toBe(36);
    }).toPass();
    await expect(footer(page)).toHaveAttribute('data-status', 'end');
    expect((await dates(page)).at(-1)).toBe('2021-01-15');

    const up = page.getByRole('button', { name: zh['playback.backToTop'] });
    await expect(up).toBeVisible();
    await up.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(up).toBeHidden();
  });

  test("the province picker lists the special's classes; the one shown is pressed", async ({ page }) => {
    await page.goto(ARCHIVE);
    await expect(page.getByTestId('province-filter')).toHaveAccessibleName('省份：2021回放');
    await page.getByTestId('province-filter').click();
    const sheet = page.getByTestId('province-sheet');
    await expect(sheet.locator('.playback-chip')).toHaveText(['2021回放']);
    await expect(sheet.getByRole('button', { name: '2021回放' })).toHaveAttribute('aria-pressed', 'true');
    await sheet.getByRole('button', { name: '2021回放' }).click();
    await expect(sheet).toBeHidden();
    await expect(rows(page)).toHaveCount(12);
  });

  test('a row opens its playback: the HLS video plays (hls.js in Chromium), the summary and the wonderful videos of the class', async ({ page }) => {
    await page.goto(ARCHIVE);
    await rows(page).nth(1).click();
    await expect(page).toHaveURL(/\/playBackDetail\?id=300002$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('回放｜2021年11月政务访谈第2期');
    await expect(page.getByRole('heading', { name: zh['playback.summary'] })).toBeVisible();
    const wonderful = page.getByTestId('wonderful-list').getByTestId('playback-row');
    await expect(wonderful).toHaveCount(11);
    await expect(wonderful.first()).toContainText('第1期');

    await page.getByRole('button', { name: /^播放/ }).click();
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);

    await wonderful.first().click();
    await expect(page).toHaveURL(/\/playBackDetail\?id=300001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('回放｜2021年12月新闻联播第1期');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a playback opened directly lists related videos; an unknown one leads to content does not exist', async ({ page }) => {
    await page.goto('/playBackDetail?id=300010');
    await expect(page.getByTestId('wonderful-list').getByTestId('playback-row').first()).toBeVisible();
    await page.goto('/playBackDetail?id=999999');
    await expect(page.getByRole('alert')).toContainText('内容不存在');
    await page.goto('/PlayBack?id=999999');
    await expect(page.getByRole('alert')).toContainText('内容不存在');
  });

  test('in English with ?lang=en', async ({ page }) => {
    await page.goto(`${ARCHIVE}&lang=en`);
    await expect(rows(page)).toHaveCount(12);
    await expect(page.getByTestId('date-filter')).toHaveAccessibleName(`Date: ${en['playback.all']}`);
    await page.getByTestId('date-filter').click();
    await expect(page.getByTestId('date-filter-sheet').getByRole('button', { name: '2021', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await rows(page).first().click();
    await expect(page.getByRole('heading', { name: en['playback.wonderful'] })).toBeVisible();
  });
});
