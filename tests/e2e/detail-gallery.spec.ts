import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { galleryMessages } from '../../ui/gallery/gallery.messages.ts';

const zhCN = galleryMessages['zh-CN'];
import { simulatorInitScript } from '../../src/native-simulator/init-script.ts';
import { SIMULATOR_GLOBAL, type NativeSimulatorControl } from '../../src/native-simulator/types.ts';

/** Real touches through the browser's own input pipeline, as a finger would give them. */
type Finger = { id: number; x: number; y: number };
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map(({ id, x, y }) => ({ id, x, y })) });

async function drag(cdp: CDPSession, from: Finger, dx: number): Promise<void> {
  await touch(cdp, 'touchStart', [from]);
  for (let i = 1; i <= 8; i++) await touch(cdp, 'touchMove', [{ ...from, x: from.x + (dx * i) / 8 }]);
  await touch(cdp, 'touchEnd', []);
}

/** Two fingers spreading from `from` to `to` px apart around the centre. */
async function pinch(cdp: CDPSession, from: number, to: number): Promise<void> {
  const at = (gap: number): Finger[] => [
    { id: 1, x: 195 - gap / 2, y: 422 },
    { id: 2, x: 195 + gap / 2, y: 422 },
  ];
  await touch(cdp, 'touchStart', at(from));
  for (let i = 1; i <= 10; i++) await touch(cdp, 'touchMove', at(from + ((to - from) * i) / 10));
  await touch(cdp, 'touchEnd', []);
}

const scaleOf = (page: Page) =>
  page.locator('.gallery__slide[data-current] img').evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);

test('the article gallery: swipe, pinch capped at 2, long-press save through the app', async ({ page }, info) => {
  await page.addInitScript(simulatorInitScript({ platform: info.project.name === 'iphone-14' ? 'ios' : 'android', loggedIn: true, autoLoginAfterMs: null }));
  await page.goto('/details?newsId=100003');
  const bodyImage = page.locator('.article-body img, [data-testid="article-body"] img').first();
  await bodyImage.scrollIntoViewIfNeeded();
  await bodyImage.click();

  const gallery = page.getByRole('dialog', { name: zhCN['gallery.label'] });
  await expect(gallery).toBeVisible();
  await expect(gallery.locator('.gallery__counter')).toHaveText(/^1 \/ \d+$/);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  const cdp = await page.context().newCDPSession(page);
  await drag(cdp, { id: 1, x: 320, y: 422 }, -240);
  await expect(gallery.locator('.gallery__counter')).toHaveText(/^2 \/ \d+$/);

  await pinch(cdp, 80, 320);
  await expect.poll(() => scaleOf(page)).toBeCloseTo(2, 1);

  // Held until the gallery offers to save (the long press), then let go.
  await touch(cdp, 'touchStart', [{ id: 1, x: 195, y: 422 }]);
  const save = gallery.getByRole('button', { name: zhCN['gallery.save'] });
  await expect(save).toBeVisible();
  await touch(cdp, 'touchEnd', []);
  await save.click();
  await expect(page.getByText(zhCN['gallery.saved'])).toBeVisible();
  const saved = await page.evaluate((global) => (window as unknown as Record<string, NativeSimulatorControl>)[global]!.callsTo('savePhoto').map((c) => c.data), SIMULATOR_GLOBAL);
  expect(saved).toEqual([expect.objectContaining({ url: expect.stringContaining('/media/img/body-100003-') })]);

  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});
