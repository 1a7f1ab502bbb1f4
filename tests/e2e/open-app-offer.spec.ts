import { expect, test, type Locator, type Page } from '@playwright/test';
import { scrollUntilAttached } from './support/come-near.ts';

/**
 * Issue 29 item 1: the floating 'open the app' button (spec 2 §6) gets out of the reader's way. It is
 * absent where the page ends in an input, steps aside while the reader scrolls down, and the end of
 * a list scrolls clear of it.
 */
const DETAIL = '/details?newsId=100001';

const offer = (page: Page) => page.getByRole('button', { name: '打开APP' });

/** Taps the middle of `target` where a finger would: whatever lies on top there takes the tap. */
async function tapCentre(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Scrolls the window by `step` px every frame until the returned stop is called (a reader's steady swipe). */
async function keepScrolling(page: Page, step: number): Promise<() => Promise<void>> {
  await page.evaluate((by) => {
    const scroller = window as unknown as { stopScrolling?: () => void };
    let frame = requestAnimationFrame(function move() {
      window.scrollBy(0, by);
      frame = requestAnimationFrame(move);
    });
    scroller.stopScrolling = () => cancelAnimationFrame(frame);
  }, step);
  return () => page.evaluate(() => (window as unknown as { stopScrolling: () => void }).stopScrolling());
}

/** Scrolls to the page's end, letting a list load its next pages, until `settled` holds. */
async function scrollToEnd(page: Page, settled: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled();
  }).toPass();
}

/** Waits until the button is visible and has finished sliding back in (its box is where it rests). */
async function offerAtRest(page: Page): Promise<Locator> {
  const button = offer(page);
  await expect(button).toBeVisible();
  await button.evaluate((element) => Promise.all((element.closest('.open-app') ?? element).getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
  return button;
}

/**
 * The least clearance between the button at rest and each of `above`, measured at the page's very end:
 * on a busy machine the page may still grow (a picture, a late panel) after the first scroll, and a
 * list mid-way may lie under the button by design; so the reader goes to the end again until it holds.
 */
async function clearanceAtEnd(page: Page, above: Locator[], below: Locator[] = []): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await offerAtRest(page);
  const gaps = await Promise.all([...above.map((upper) => clearance(upper, button)), ...below.map((lower) => clearance(button, lower))]);
  return Math.min(...gaps);
}

/** How far `upper`'s bottom edge lies above `lower`'s top edge (negative: they overlap). */
async function clearance(upper: Locator, lower: Locator): Promise<number> {
  const [a, b] = await Promise.all([upper.boundingBox(), lower.boundingBox()]);
  if (!a || !b) throw new Error('not laid out');
  return b.y - (a.y + a.height);
}

test.describe("the floating 'open the app' button (issue 29)", () => {
  test('is absent on the comment pages, whose bottom is an input: a tap on the field’s centre focuses the field', async ({ page }) => {
    await page.goto(DETAIL);
    await expect(offer(page)).toBeVisible();

    await page.getByTestId('more-comments').click();
    await expect(page.getByRole('heading', { name: '全部评论' })).toBeVisible();
    const field = page.getByRole('textbox');
    await tapCentre(page, field);
    await expect(field).toBeFocused();
    await expect(offer(page)).toHaveCount(0);

    // The article left stays in the document, hidden, for the way back (issue 28).
    await page.locator('.comment__expand').filter({ visible: true }).first().click();
    await expect(page.getByTestId('reply-total')).toBeVisible();
    const replyField = page.getByRole('textbox');
    await tapCentre(page, replyField);
    await expect(replyField).toBeFocused();
    await expect(offer(page)).toHaveCount(0);

    // Back on the article, the offer is there again.
    await page.goBack();
    await page.goBack();
    await expect(offer(page)).toBeVisible();
  });

  test('on a detail it steps aside while the reader scrolls down, and is back on a scroll up and after a rest', async ({ page }) => {
    await page.goto(DETAIL);
    await expect(offer(page)).toBeVisible();

    let stop = await keepScrolling(page, 6);
    await expect(offer(page)).toBeHidden();
    await stop();
    await expect(offer(page)).toBeVisible(); // the page rests

    stop = await keepScrolling(page, 6);
    await expect(offer(page)).toBeHidden();
    await stop();
    stop = await keepScrolling(page, -6);
    await expect(offer(page)).toBeVisible(); // while still scrolling up
    await stop();
  });

  test("at a detail's end, the last card of its list and the action bar stay clear of the button", async ({ page }) => {
    await page.goto(DETAIL);
    const lastCard = page.locator('.more-news [data-testid="card"]').last();
    await scrollUntilAttached(page, lastCard);
    await scrollToEnd(page, async () => expect(lastCard).toBeInViewport({ ratio: 1, timeout: 1_000 }));
    await expect.poll(() => clearanceAtEnd(page, [lastCard], [page.locator('.action-bar')])).toBeGreaterThanOrEqual(0);
  });

  test("at the home's end, the last card and the list's end line are not covered by the button", async ({ page }) => {
    // The list ends after its first page (the next one answers empty): the end comes in a few scrolls.
    await page.route((url) => url.pathname.endsWith('/getContentList') && url.searchParams.get('refreshType') === 'loadmore', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), data: [] } });
    });
    await page.goto('/');
    const footer = page.getByTestId('feed-footer');
    await scrollToEnd(page, async () => expect(footer).toHaveAttribute('data-status', 'end', { timeout: 1_000 }));
    await expect.poll(() => clearanceAtEnd(page, [page.getByTestId('card').last(), footer])).toBeGreaterThanOrEqual(0);
  });

  test('it is page chrome, not a button over the reading: an opaque strip flush on the action bar of a detail, on the screen’s edge on the home', async ({ page }) => {
    const viewport = page.viewportSize()!;
    for (const [address, dockedOn] of [[DETAIL, '.action-bar'], ['/', null]] as const) {
      await page.goto(address);
      const button = await offerAtRest(page);
      const strip = page.locator('.open-app--floating');
      const box = (await strip.boundingBox())!;
      const floor = dockedOn ? (await page.locator(dockedOn).boundingBox())!.y : viewport.height;
      // No gap where the page would show through (a part of a pixel is the screen's rounding).
      expect(Math.abs(box.y + box.height - floor), `${address}: the strip's bottom against what it docks on`).toBeLessThan(0.5);
      expect(box.width, `${address}: the strip spans the page`).toBeGreaterThanOrEqual(viewport.width - 1);
      // Beside the button, inside the strip, a finger finds the strip: nothing of the page shows through.
      const buttonBox = (await button.boundingBox())!;
      const beside = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.open-app--floating') !== null, [buttonBox.x / 2, box.y + box.height / 2]);
      expect(beside, `${address}: beside the button lies the strip`).toBe(true);
      const background = await strip.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background, `${address}: the strip is opaque`).toMatch(/^rgb\(/);
    }
  });
});
