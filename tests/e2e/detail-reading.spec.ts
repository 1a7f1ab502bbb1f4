import { expect, test, type Request, type TestInfo } from '@playwright/test';

/** Reading reports and the browse reward against the real CMS (spec 2 §4, §7, §9). */
const CONTENTS = { 'pixel-7': 100025, 'iphone-14': 100026 } as const;
const contentOf = (testInfo: TestInfo) => CONTENTS[testInfo.project.name as keyof typeof CONTENTS] ?? CONTENTS['pixel-7'];

interface Uploaded {
  events: { event: string; params: Record<string, unknown> }[];
}
const eventsOf = (request: Request) => (request.postDataJSON() as Uploaded).events;
const uploading = (name: string) => (request: Request) =>
  request.url().endsWith('/api/cms/client/tracking/upload') && eventsOf(request).some((e) => e.event === name);

test('the open is tracked, and leaving for another article sends the reading report (source news)', async ({ page }, testInfo) => {
  const content = contentOf(testInfo);
  // The page's clock, moved on below for the reading time (it runs on by itself meanwhile).
  await page.clock.install();
  const opened = page.waitForRequest(uploading('content_news_click_detail'));
  await page.goto(`/details?newsId=${content}&source=news&category_name=mycs.news`);
  await expect(page.getByTestId('article-body').locator('img').first()).toBeVisible();
  const open = eventsOf(await opened).find((e) => e.event === 'content_news_click_detail');
  expect(open?.params).toMatchObject({ group_id: String(content), category_name: 'mycs.news', source: 'news' });

  await page.clock.fastForward(2100); // the reader reads for two seconds (the report counts whole seconds)
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const report = page.waitForRequest(uploading('cms_stay_page'));
  await page.getByTestId('article-body').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`newsId=${content + 1}`));
  const stay = eventsOf(await report).find((e) => e.event === 'cms_stay_page');
  expect(stay?.params).toMatchObject({ enter_from: 'click_category', category_name: 'mycs.news', group_id: String(content), params_for_special: 'content_manager_system' });
  expect(stay?.params.stay_time).toBeGreaterThanOrEqual(2000);
  expect(Number(stay?.params.stay_time) % 1000).toBe(0);
  expect(stay?.params.percent).toBeGreaterThan(0);
  expect(stay?.params.percent).toBeLessThanOrEqual(100);
});

test('a reader who leaves the site (a full unload) still sends the reading report', async ({ page, request }, testInfo) => {
  const content = contentOf(testInfo) + 10;
  await page.clock.install();
  const opened = page.waitForRequest(uploading('content_news_click_detail'));
  await page.goto(`/details?newsId=${content}&source=news&category_name=mycs.news`);
  await expect(page.getByTestId('article-body')).toBeVisible();
  // The server's article shows before the page runs: its timers start once it has hydrated.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // The uploader starts at once on a page with a reading report; its first batch goes 1.5 s later.
  await page.clock.fastForward(2000);
  await opened;
  await page.clock.fastForward(3000);
  await page.goto('about:blank');
  // What the page sent while it unloaded is not seen by the browser's tools: the CMS says what it got.
  const stayReports = async () => {
    const answer = await request.get('/api/cms/client/tracking/recent?limit=50', { headers: { token: 'token-editor-0001' } });
    const uploads = ((await answer.json()) as { data: Uploaded[] }).data;
    return uploads.flatMap((upload) => upload.events ?? []).filter((e) => e.event === 'cms_stay_page' && e.params.group_id === String(content));
  };
  await expect.poll(async () => (await stayReports()).length).toBe(1);
  const [stay] = await stayReports();
  expect(stay?.params).toMatchObject({ category_name: 'mycs.news', enter_from: 'click_category' });
  expect(stay?.params.stay_time).toBeGreaterThanOrEqual(5000);
});

test('after 10 s a signed-in reader earns the browse task, once a day', async ({ page, context }, testInfo) => {
  test.setTimeout(60_000);
  const { origin } = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'TGT', value: testInfo.project.name === 'iphone-14' ? 'TGT-reader-0002' : 'TGT-reader-0001', url: origin }]);
  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/cms/client/points/report')) reports.push(String((r.postDataJSON() as { integralType: string }).integralType));
  });
  const started = Date.now();
  const earned = page.waitForRequest((r) => r.url().endsWith('/api/cms/client/points/report'), { timeout: 15_000 });
  await page.goto(`/primitiveDetails?newsId=${contentOf(testInfo)}`);
  await earned;
  expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
  expect(reports).toEqual(['earn_general_browse_news']);
  const day = await page.evaluate(() => localStorage.getItem('cs_dailyPoints_earn_general_browse_news'));
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Again, 11 s on the page (its clock moved on): the browse timer fires and sends nothing today.
  await page.clock.install();
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.clock.fastForward(11_000);
  // A request the page makes after the timer has run: a report it sent would have been seen before.
  const after = page.waitForRequest((r) => r.url().endsWith('/healthz'));
  await page.evaluate(() => void fetch('/healthz'));
  await after;
  expect(reports).toEqual(['earn_general_browse_news']);
});
