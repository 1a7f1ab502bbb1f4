import { expect, test } from '@playwright/test';
import { simulatorInitScript } from '../../src/native-simulator/init-script.ts';
import type { NativeSimulatorControl } from '../../src/native-simulator/types.ts';

/** The simulator's control (src/native-simulator/README.md), read in the page (so: nothing from outside). */
const callsTo = ({ control, handler }: { control: string; handler: string }) =>
  (Reflect.get(window, control) as NativeSimulatorControl).callsTo(handler).map((call) => call.data);
const SIMULATOR = '__nativeSimulator';

/** Inside the app (the native simulator): points through setPoints, sharing through the app, reading reports for any source. */
const CONTENTS = { 'pixel-7': 100023, 'iphone-14': 100024 } as const;

test('inside the app: like earns points through setPoints, share opens the app sheet, leaving reports the reading', async ({ page }, testInfo) => {
  const platform = testInfo.project.name === 'iphone-14' ? 'ios' : 'android';
  const content = CONTENTS[testInfo.project.name as keyof typeof CONTENTS] ?? CONTENTS['pixel-7'];
  await page.addInitScript(simulatorInitScript({ platform, appVersion: '4.2.0', loggedIn: true, tgt: platform === 'ios' ? 'TGT-reader-0002' : 'TGT-reader-0001' }));
  await page.goto(`/details?newsId=${content}`);
  const like = page.getByTestId('action-like');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(callsTo, { control: SIMULATOR, handler: 'setPoints' })).toEqual([{ integralType: 'earn_general_likes_news' }]);

  await page.getByRole('button', { name: '分享' }).click();
  await expect.poll(() => page.evaluate(callsTo, { control: SIMULATOR, handler: 'share' })).toHaveLength(1);
  // core/platform/share's table: the iOS app takes (type, url, title, thumb, des), the Android app (title, content, imgUrl, link, version).
  const [shared] = (await page.evaluate(callsTo, { control: SIMULATOR, handler: 'share' })) as Record<string, unknown>[];
  const address = `${new URL(page.url()).origin}/details?newsId=${content}`;
  if (platform === 'ios') expect(shared).toMatchObject({ type: 'webpage', url: address });
  else expect(shared).toMatchObject({ link: address, version: '4.2.0' });
  await expect(page.getByRole('status').filter({ hasText: '分享成功！' })).toBeVisible();

  await page.waitForTimeout(1200);
  const report = page.waitForRequest(
    (r) => r.url().endsWith('/api/cms/client/tracking/upload') && (r.postDataJSON() as { events: { event: string }[] }).events.some((e) => e.event === 'cms_stay_page'),
  );
  await page.getByTestId('article-body').getByRole('link').first().click();
  await report;
  // Undo, so a rerun on the same seed starts from the same state.
  await page.goto(`/details?newsId=${content}`);
  await page.getByTestId('action-like').click();
  await expect(page.getByTestId('action-like')).toHaveAttribute('aria-pressed', 'false');
});

/** Each project its own article, so the two never share a like. */
const RACED_CONTENTS = { 'pixel-7': 100025, 'iphone-14': 100026 } as const;

test("a like given while the signed-in reader's own copy of the article is on its way stays given", async ({ page }, testInfo) => {
  const content = RACED_CONTENTS[testInfo.project.name as keyof typeof RACED_CONTENTS] ?? RACED_CONTENTS['pixel-7'];
  await page.addInitScript(simulatorInitScript({ platform: 'android', appVersion: '4.2.0', loggedIn: true, tgt: 'TGT-reader-0001' }));
  // The server rendered the article for anyone; the page asks again for this reader's marks. That
  // answer, given before the like was stored, arrives after it.
  let release: () => void = () => {};
  const liked = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/content/getDetail/${content}*`, async (route) => {
    const answer = await route.fetch(); // the server's answer now, before the like
    await liked;
    await route.fulfill({ response: answer });
  });
  const ownCopy = page.waitForResponse((r) => r.url().includes(`/content/getDetail/${content}`));
  await page.goto(`/details?newsId=${content}`);
  const like = page.getByTestId('action-like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  release();
  await ownCopy;
  // Two frames: the answer has been rendered.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});
