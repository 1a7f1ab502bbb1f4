import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

/**
 * Votes against the real local CMS (a fresh seed per run). Each device project signs in as its own
 * seeded reader (the app start exchanges the TGT session cookie) and votes in its own open
 * two-option vote, so the counts it reads are its own.
 */
const READERS = {
  'pixel-7': { session: 'TGT-reader-0001', token: 'token-reader-0001', newsId: 200001, activityId: 7001, side: '支持' },
  'iphone-14': { session: 'TGT-reader-0002', token: 'token-reader-0002', newsId: 200006, activityId: 7006, side: '反对' },
} as const;
/** Seeded votes that have ended: multi-option and two-option. */
const ENDED_MULTI = 200003;
const ENDED_TWO = 200004;

const readerOf = (testInfo: TestInfo) => READERS[testInfo.project.name as keyof typeof READERS] ?? READERS['pixel-7'];

async function signIn(context: BrowserContext, testInfo: TestInfo) {
  const { origin } = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'TGT', value: readerOf(testInfo).session, url: origin }]);
}

async function participants(page: Page): Promise<number> {
  const text = (await page.getByTestId('vote-people').textContent()) ?? '';
  return Number(/(\d+)人参与/.exec(text)?.[1] ?? Number.NaN);
}

test.describe('votes (spec 2 §2, §4, §8)', () => {
  test('a reader votes once; a second try and a reload are refused', async ({ page, context }, testInfo) => {
    await signIn(context, testInfo);
    const { newsId, activityId, side, token } = readerOf(testInfo);
    const tracking = page.waitForRequest((request) => request.url().endsWith('/api/cms/client/tracking/upload') && (request.postData() ?? '').includes('vote_page_view'));
    const ownFirst = page.waitForResponse((response) => response.url().includes(`/content/getDetail/${newsId}`));
    await page.goto(`/voteDetails?newsId=${newsId}`);
    await ownFirst;
    const block = page.getByTestId('vote-block');
    await expect(block.getByText('进行中')).toBeVisible();
    await expect(block.getByTestId('voters')).toHaveCount(2);
    // The pictures are the seeded voters' (readers 4 to 10), not anyone's.
    const faces = await block.getByTestId('voters').locator('img').evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).src).pathname));
    expect(faces.length).toBeGreaterThanOrEqual(2);
    for (const face of faces) expect(face).toMatch(/^\/media\/img\/avatar-([4-9]|10)\.svg$/);
    const before = await participants(page);

    // The same reader in a second tab, opened before the vote. A signed-in reader's page asks for
    // its own answer once the app starts: the tab is stale only once that answer is in.
    const stale = await context.newPage();
    const ownAnswer = stale.waitForResponse((response) => response.url().includes(`/content/getDetail/${newsId}`));
    await stale.goto(`/voteDetails?newsId=${newsId}`);
    await ownAnswer;
    await expect(stale.locator('html[data-app-ready]')).toBeAttached();
    await expect(stale.getByRole('button', { name: side, exact: true })).toBeVisible();

    await block.getByRole('button', { name: side, exact: true }).click();
    await expect(block.getByText('已投票')).toBeVisible();
    expect(await participants(page)).toBe(before + 1);
    await expect(block.getByRole('button', { name: side, exact: true })).toHaveCount(0);

    // Second try: the CMS refuses (4201) and the page shows the results.
    await stale.getByRole('button', { name: side, exact: true }).click();
    await expect(stale.getByRole('status').filter({ hasText: '您已经投过票了' })).toBeVisible();
    await expect(stale.getByTestId('vote-block').getByText('已投票')).toBeVisible();
    expect(await participants(stale)).toBe(before + 1);

    // After a reload: results only, the count unchanged; the CMS still refuses.
    await page.reload();
    await expect(page.getByTestId('vote-results')).toBeVisible();
    await expect(page.getByTestId('vote-block').getByRole('button', { name: side, exact: true })).toHaveCount(0);
    expect(await participants(page)).toBe(before + 1);
    const again = await page.request.post('/api/cms/client/act/voteData/add', { headers: { token }, data: { activityId, itemId: activityId * 10 } });
    expect(Number(((await again.json()) as { code: number | string }).code)).toBe(4201);

    const upload = await tracking;
    expect(upload.postData()).toContain(`"newsId":"${newsId}"`);
  });

  test('an ended vote shows its results only, with the ended badge', async ({ page }) => {
    await page.goto(`/voteDetails?newsId=${ENDED_MULTI}`);
    const block = page.getByTestId('vote-block');
    await expect(block.getByTestId('vote-ended')).toHaveText('已结束');
    await expect(block.getByTestId('vote-results')).toBeVisible();
    await expect(block.getByRole('button')).toHaveCount(0);

    await page.goto(`/voteDetails?newsId=${ENDED_TWO}`);
    await expect(page.getByTestId('vote-ended')).toBeVisible();
    await expect(page.getByTestId('vote-block').getByRole('button')).toHaveCount(0);
    for (const bar of ['vote-bar-left', 'vote-bar-right']) {
      const width = Number.parseFloat((await page.getByTestId(bar).getAttribute('style'))?.replace(/.*width:\s*/, '') ?? '');
      expect(width).toBeGreaterThanOrEqual(30);
      expect(width).toBeLessThanOrEqual(72);
    }
  });

  test("lists 'More votes' and shows the bottom bar; its comment button opens the comments", async ({ page }) => {
    await page.goto(`/voteDetails?newsId=${ENDED_TWO}`);
    const more = page.getByTestId('more-votes');
    await expect(more.getByRole('heading', { name: '更多投票' })).toBeVisible();
    await more.getByRole('link', { name: /长沙最具代表性的美食是/ }).click();
    await expect(page).toHaveURL('/voteDetails?newsId=200002');
    await expect(page.getByTestId('vote-block').getByRole('heading', { level: 1 })).toHaveText('长沙最具代表性的美食是？');
    // The vote left stays in the document, hidden, for the way back (issue 28).
    await expect(page.getByTestId('action-like').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: '写评论' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('暂无评论，快来抢沙发吧')).toBeVisible();
  });
});
