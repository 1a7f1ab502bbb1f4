import { expect, test, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { favouritesMessages } from '../../src/pages/favourites/favourites.messages.ts';
import { loginMessages } from '../../src/pages/login/login.messages.ts';
import { notFoundMessages } from '../../src/pages/not-found.messages.ts';
import { searchMessages } from '../../src/pages/search/search.messages.ts';

/**
 * Issue 29 item 6, designed states: every empty, no-result, not-found and idle state has a picture,
 * a sentence and (where the reader can do something) an action; the login page explains itself and
 * has a way back. Reader 3 has favourite videos and lives but no favourite news.
 */
const search = searchMessages['zh-CN'];
const favourites = favouritesMessages['zh-CN'];

async function signIn(context: BrowserContext, info: TestInfo, session: string) {
  const { origin } = new URL(info.project.use.baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'TGT', value: session, url: origin }]);
}

const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

/** A state's picture is a drawn image the size of a thumb, not a grey line. */
async function expectPicture(state: Locator) {
  const picture = state.locator('.state-picture');
  await expect(picture).toBeVisible();
  const { image, width } = await picture.evaluate((element) => ({ image: getComputedStyle(element).backgroundImage, width: element.getBoundingClientRect().width }));
  expect(image).toContain('data:image/svg+xml');
  expect(width).toBeGreaterThanOrEqual(60);
}

test.describe('designed states (issue 29)', () => {
  test('idle search without history says what can be searched', async ({ page }) => {
    await page.goto('/search');
    const idle = page.getByTestId('search-idle');
    await expect(idle).toContainText(search['search.idleText']);
    await expect(idle).toContainText(search['search.idleHint']);
    await expectPicture(idle);
  });

  test('a search with no results offers to search something else, which clears the field and focuses it', async ({ page }) => {
    await page.goto('/search?text=qzxwv');
    await appReady(page);
    await expect(page.getByTestId('search-empty')).toHaveText(search['search.noResults']);
    const state = page.locator('.state-message', { has: page.getByTestId('search-empty') });
    await expectPicture(state);
    await expect(state).toContainText(search['search.noResultsHint']);
    await state.getByRole('button', { name: search['search.searchElse'] }).click();
    await expect(page.getByTestId('search-input')).toHaveValue('');
    await expect(page.getByTestId('search-input')).toBeFocused();
    await expect(page.getByTestId('search-empty')).toHaveCount(0);
  });

  test('empty favourites say what is missing, how to fill them, and lead back to the news', async ({ page, context }, info) => {
    await signIn(context, info, 'TGT-reader-0003');
    await page.goto('/favor');
    await page.getByRole('tablist').getByRole('tab', { name: favourites['favourites.tab.news'], exact: true }).click();
    await expect(page.getByTestId('favourites-empty')).toHaveText(favourites['favourites.emptyNews']);
    const state = page.locator('.state-message', { has: page.getByTestId('favourites-empty') });
    await expectPicture(state);
    await expect(state).toContainText(favourites['favourites.emptyHint']);
    await state.getByRole('link', { name: '返回新闻首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page that does not exist says so, why, and leads home', async ({ page }) => {
    await page.goto('/no-such-page');
    const state = page.getByRole('alert');
    await expect(state).toContainText(notFoundMessages['zh-CN']['page.notFound']);
    await expect(state).toContainText(notFoundMessages['zh-CN']['page.notFoundHint']);
    await expectPicture(state);
    await state.getByRole('link', { name: '返回新闻首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the login page explains what it is for and where the code comes from, and has a way back', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.goto('/YZlogin?lang=en');
    const login = loginMessages.en;
    await expect(page.getByText(login['login.intro'])).toBeVisible();
    await expect(page.getByText(login['login.whereCode'])).toBeVisible();
    await expect(page.getByRole('link', { name: login['login.notNow'] })).toHaveAttribute('href', '/');
    // The title bar's back is a link a script enhances (issue 32): it works without scripts too.
    const back = page.getByRole('link', { name: 'Back', exact: true });
    const box = await back.boundingBox();
    expect(box?.height).toBeGreaterThan(0);
    await back.click();
    await expect(page).toHaveURL(/\/(\?|$)/);
  });
});
