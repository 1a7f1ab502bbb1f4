import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { countText } from '../../core/domain/format/count.ts';
import { translator } from '../../core/engine/i18n/translator.ts';

/**
 * Like and favourite by a signed-in reader against the real CMS (spec 2 §4): each device project signs
 * in as its own reader (the app start exchanges the TGT cookie for a token) on its own content.
 */
const READERS = {
  'pixel-7': { session: 'TGT-reader-0001', content: 100018 },
  'iphone-14': { session: 'TGT-reader-0002', content: 100019 },
} as const;

const readerOf = (testInfo: TestInfo) => READERS[testInfo.project.name as keyof typeof READERS] ?? READERS['pixel-7'];

async function signIn(context: BrowserContext, testInfo: TestInfo) {
  const { origin } = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'TGT', value: readerOf(testInfo).session, url: origin }]);
}

/** The counts the CMS holds for the content (as the page shows them: '999+' above 999). */
async function counts(page: Page, content: number) {
  const answer = (await (await page.request.get(`/api/cms/client/content/getDetail/${content}`)).json()) as { data: { likeCountShow: number; favorCountShow: number } };
  return { likes: answer.data.likeCountShow, favours: answer.data.favorCountShow };
}
const shown = (n: number) => countText(n, 'interactions', translator('zh-CN'));

test.describe('like and favourite', () => {
  test('a signed-in reader likes and favourites; both stay after a reload, and can be taken back', async ({ page, context }, testInfo) => {
    await signIn(context, testInfo);
    const { content } = readerOf(testInfo);
    await page.goto(`/details?newsId=${content}`);
    const like = page.getByTestId('action-like');
    const favourite = page.getByTestId('action-favourite');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const { likes, favours } = await counts(page, content);
    await expect(page.getByTestId('like-count')).toHaveText(shown(likes));

    const points = page.waitForRequest((r) => r.url().endsWith('/api/cms/client/points/report'));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('like-count')).toHaveText(shown(likes + 1));
    await expect(like.locator('.action-bar__burst')).toHaveText('+1');
    expect((await points).postDataJSON()).toMatchObject({ integralType: 'earn_general_likes_news' });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourite-count')).toHaveText(shown(favours + 1));

    expect(await counts(page, content)).toEqual({ likes: likes + 1, favours: favours + 1 });
    await page.reload();
    await expect(page.getByTestId('action-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('like-count')).toHaveText(shown(likes + 1));
    await expect(page.getByTestId('action-favourite')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('action-like').click();
    await expect(page.getByTestId('action-like')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('like-count')).toHaveText(shown(likes));
    await page.getByTestId('action-favourite').click();
    await expect(page.getByTestId('favourite-count')).toHaveText(shown(favours));
    await page.reload();
    await expect(page.getByTestId('action-like')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('action-favourite')).toHaveAttribute('aria-pressed', 'false');
    expect(await counts(page, content)).toEqual({ likes, favours });
  });

  test('a reader who is not signed in goes to the login page first', async ({ page }, testInfo) => {
    const { content } = readerOf(testInfo);
    await page.goto(`/details?newsId=${content}`);
    await page.getByTestId('action-like').click();
    await expect(page).toHaveURL(new RegExp(`/YZlogin\\?redirect=${encodeURIComponent(`/details?newsId=${content}`).replace(/[?]/g, '\\?')}`));
  });
});
