/**
 * The screens of scripts/screens.ts that need a browser of their own: offline, scripts off, inside
 * the app, an editor's field data, a page that throws, and the places back and tabs keep.
 */
import { devices, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { cityNamed } from '../cities/by-name.ts';
import { simulatorInitScript } from '../src/native-simulator/init-script.ts';

export interface StateScreen {
  name: string;
  /** What the screen's browser differs in (scripts off, no service worker…). */
  context?: BrowserContextOptions;
  /** Brings the page to the state the picture shows; `address` adds the language to a path. */
  reach(page: Page, address: (path: string) => string): Promise<void>;
}

const CHANGSHA = encodeURIComponent('长沙');
/** The home's feed category of the city the screens are taken against (`CITY`). */
const NEWS_CATEGORY = cityNamed().newsCategory;
/**
 * tsx keeps functions' names through a helper (__name) that functions sent into a page as text lack
 * (Playwright's own runner does not add it): the page gets one of its own first.
 */
export const NAME_HELPER = 'var __name = (target) => target;';
/** The seeded editor's token (cms/seed): the field data is for editors only. */
const EDITOR_TOKEN = 'token-editor-0001';
const appReady = (page: Page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
/** Scrolls to a list's 'more' link until it stands in view: the blocks on the way are laid out only as they come near (content-visibility). */
async function toNextPageLink(page: Page): Promise<void> {
  const link = page.getByTestId('next-page');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(link).toBeInViewport({ timeout: 500 });
  }).toPass();
}
/** A list's end without scripts: its 'more' link in view. */
function atNextPageLink(name: string, path: string): StateScreen {
  return {
    name,
    context: { javaScriptEnabled: false },
    async reach(page, address) {
      await page.goto(address(path));
      await toNextPageLink(page);
    },
  };
}
const scrollTop = (page: Page) => page.evaluate(() => Math.round(document.scrollingElement?.scrollTop ?? window.scrollY));
/** Scrolls to `top` once the page is tall enough (later pages load on the way). */
const scrollTo = (page: Page, top: number) =>
  expect
    .poll(async () => {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      return scrollTop(page);
    })
    .toBe(top);

export const STATE_SCREENS: StateScreen[] = [
  // The home read online once (the offline worker saved it), then opened offline.
  {
    name: 'offline-home',
    context: { serviceWorkers: 'allow' },
    async reach(page, address) {
      await page.goto(address('/'));
      await page.locator('html[data-feed-ready]').waitFor({ state: 'attached' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      const home = page.url();
      await expect.poll(() => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, home), { timeout: 15_000 }).toBe(true);
      await page.context().setOffline(true);
      await page.goto(address('/'));
      await page.getByTestId('offline-banner').waitFor();
      await page.getByTestId('card').first().waitFor();
    },
  },
  // Inside the app, logged out: a like asks the reader to log in first.
  {
    name: 'login-question',
    // The simulated app is an Android phone's webview (the page reads the platform from the browser).
    context: { userAgent: devices['Pixel 7'].userAgent, isMobile: true, hasTouch: true },
    async reach(page, address) {
      await page.addInitScript(`${NAME_HELPER}\n${simulatorInitScript({ platform: 'android', appVersion: '4.2.0', loggedIn: false, autoLoginAfterMs: null })}`);
      await page.goto(address('/details?newsId=100001'));
      await appReady(page);
      await page.getByTestId('action-like').tap();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  // Scripts off: the home's search bar leads to the plain search form, which searches by GET.
  {
    name: 'no-script-search-form',
    context: { javaScriptEnabled: false },
    reach: async (page, address) => void (await page.goto(address('/search?text='))),
  },
  {
    name: 'no-script-search-videos',
    context: { javaScriptEnabled: false },
    async reach(page, address) {
      await page.goto(address(`/search?text=${CHANGSHA}&tab=videos`));
      await page.getByTestId('search-panel-videos').getByTestId('card').first().waitFor();
    },
  },
  // Issue 32: a feed's and the comments' 'more' without scripts, where the page's end meets the link.
  atNextPageLink('no-script-home-more', '/'),
  {
    name: 'no-script-home-next-page',
    context: { javaScriptEnabled: false },
    reach: async (page, address) => void (await page.goto(address(`/?after=${NEWS_CATEGORY}~48662~200003~1795269600000`))),
  },
  atNextPageLink('no-script-comments-more', '/allComment?id=100055'),
  // A comment's replies: 9, and 'more replies' as a link; the article's bar offers only the comment count (a link).
  {
    name: 'no-script-replies-more',
    context: { javaScriptEnabled: false },
    async reach(page, address) {
      await page.goto(address('/allComment?id=100055'));
      await page.getByTestId('comment').first().locator('a.comment__expand').click();
      await page.locator('a.reply-list__more').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'no-script-details',
    context: { javaScriptEnabled: false },
    reach: async (page, address) => void (await page.goto(address('/details?newsId=100001'))),
  },
  // The video tab's topic chip followed: that topic's videos alone.
  {
    name: 'no-script-video-topic',
    context: { javaScriptEnabled: false },
    reach: async (page, address) => void (await page.goto(address(`/video?topic=${encodeURIComponent('文旅长沙')}`))),
  },
  // An editor's preview reports its field data on leaving; the editor reads the p75s back.
  {
    name: 'editors-field-vitals',
    async reach(page, address) {
      const started = page.waitForResponse((response) => /\/assets\/page-reports-[^/]+\.js$/.test(response.url()));
      await page.goto(address('/details?newsId=100003&preview=1'));
      await appReady(page);
      await started;
      await page.locator('article.detail-article h1').click();
      await page.goto(address('/'));
      const answer = address('/api/web-vitals?days=1');
      await expect
        .poll(async () => {
          const rows = (await (await page.request.get(answer, { headers: { token: EDITOR_TOKEN } })).json()) as { data: { p75: unknown[] } };
          return rows.data.p75.length > 0;
        })
        .toBe(true);
      await page.setExtraHTTPHeaders({ token: EDITOR_TOKEN });
      await page.goto(answer);
    },
  },
  // Back from an article: the home where the reader left it.
  {
    name: 'back-home-place',
    async reach(page, address) {
      await page.goto(address('/'));
      await appReady(page);
      await scrollTo(page, 1200);
      const link = page.locator('[data-panel-id="48662"] [data-testid="card"]').filter({ visible: true }).nth(1).getByRole('link').first();
      await link.scrollIntoViewIfNeeded();
      const left = await scrollTop(page);
      await link.click();
      await page.waitForURL(/\/details\?/);
      await page.getByTestId('article-body').waitFor();
      await page.goBack();
      await expect.poll(() => scrollTop(page)).toBe(left);
    },
  },
  // Search: the news tab scrolled, the videos tab opened, then news again: its list and place kept.
  {
    name: 'tabs-search-back-to-news',
    async reach(page, address) {
      await page.goto(address(`/search?text=${CHANGSHA}`));
      await appReady(page);
      await page.locator('[data-testid="search-list-news"] [data-testid="card"]').first().waitFor();
      await scrollTo(page, 600);
      await page.getByTestId('search-tab-videos').click();
      await page.locator('[data-testid="search-list-videos"] [data-testid="card"]').first().waitFor();
      await page.getByTestId('search-tab-news').click();
      await expect.poll(() => scrollTop(page)).toBe(600);
    },
  },
  // The failure state a page shows when it throws (core/engine/render/PageBoundary.tsx): a browser whose
  // scrollTo throws makes an article opened from the home fail as it mounts (a page shown in place of
  // another starts at its top, src/routes/useStartAtTop.ts; one the server rendered keeps its place).
  {
    name: 'page-failure',
    async reach(page, address) {
      await page.addInitScript(() => {
        window.scrollTo = () => {
          throw new Error('no scrollTo here');
        };
      });
      await page.goto(address('/'));
      await page.locator('html[data-feed-ready]').waitFor({ state: 'attached' });
      await page.locator('main.feed [data-testid="card"] a[href^="/details?"]').first().click();
      await page.locator('.page-failure').waitFor();
    },
  },
  // An article the page fetches itself whose sanitizer's file cannot load: the body says so, with a retry.
  {
    name: 'details-sanitizer-failed',
    // No offline worker: a worker that already keeps the sanitizer's file would hand it over.
    context: { serviceWorkers: 'block' },
    async reach(page, address) {
      await page.route(/\/assets\/sanitize-html-[^/]+\.js$/, (route) => route.abort());
      await page.goto(address('/'));
      await page.locator('html[data-feed-ready]').waitFor({ state: 'attached' });
      // A rich-text article of the seed (not a framed one, which has no body of its own).
      await page.locator('main.feed [data-item-id="100004"] a[href^="/details?"]').first().click();
      await page.getByTestId('body-failed').waitFor();
    },
  },
];
