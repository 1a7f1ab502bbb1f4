/**
 * `npx tsx scripts/screens.ts`: pictures of the screens at 390×844 in zh-CN and English, into
 * docs/screens/, against a running local CMS (BASE, default http://127.0.0.1:5173).
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts';
import { cityNamed } from '../cities/by-name.ts';
import { NAME_HELPER, STATE_SCREENS } from './screens-states.ts';
import { smallControls } from '../tests/e2e/support/hit-boxes.ts';

/** The city whose local CMS the screens are taken against (`CITY`). */
const CITY = cityNamed();

const BASE = process.env.BASE ?? 'http://127.0.0.1:5173';
const CHANGSHA = encodeURIComponent('长沙');
/** What an editor might paste: a list whose items lack a title, use an unknown listStyle or send counts as text. */
const INVALID_PANEL = {
  id: 7002,
  name: '待审列表',
  typeCode: 'core.list.content',
  contents: [{ id: 72, listStyle: 1 }, { id: 73, title: '没有版式的新闻', listStyle: 9 }, { id: 74, title: '阅读数是文字的新闻', listStyle: '0', viewCountShow: '1.2万' }],
};
/** After the page is ready: a tap to the state the picture shows. */
const tab = (name: string) => async (page: Page) => {
  await page.getByTestId(`search-tab-${name}`).click();
  await page.locator(`[data-testid="search-list-${name}"] [data-testid="card"]`).first().waitFor();
};
const ACTIONS: Record<string, (page: Page) => Promise<void>> = {
  'search-news': async (page) => void (await page.locator('[data-testid="search-list-news"] [data-testid="card"]').first().waitFor()),
  'search-videos': tab('videos'),
  'search-dynamics': tab('dynamics'),
  'search-users': tab('users'),
  'search-5g': tab('fiveG'),
  'video-favourites': async (page) => {
    await page.getByRole('tab').nth(2).click();
    // Each tab keeps its list (hidden while another shows): the shown one's first card.
    await page.locator('.video-tab-feed [data-testid="card"]').filter({ visible: true }).first().waitFor();
  },
  'video-detail-playing': async (page) => {
    await page.locator('.player__play').click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5);
  },
  'short-video': async (page) => {
    await page.waitForFunction(() => ((document.querySelector('[data-current="true"] video') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.3);
  },
  'editors-preview-banner': async (page) => {
    await page.getByTestId('preview-banner').getByText(/逐一查看|Go to each/).click();
  },
  'editors-playground-cms': async (page) => void (await page.getByTestId('playground-phone').scrollIntoViewIfNeeded()),
  'editors-playground-invalid': async (page) => void (await page.getByTestId('report-row').first().scrollIntoViewIfNeeded()),
  // The item without a title, opened in the form its plugin's schema makes.
  'editors-playground-form': async (page) => {
    await page.getByTestId('report-row').nth(1).getByRole('button', { name: /^(编辑|Edit)$/ }).click();
    await page.getByTestId('edit-form').scrollIntoViewIfNeeded();
  },
  'search-history': async (page) => {
    await page.getByTestId('search-clear').click();
    await page.getByTestId('history-edit').click();
  },
  'life-recommend': async (page) => void (await page.getByTestId('life-tab-panel').getByTestId('card').first().waitFor()),
  'life-welfare': async (page) => void (await page.getByTestId('life-tab-panel').getByTestId('card').first().waitFor()),
  'life-play': async (page) => void (await page.getByTestId('life-tab-panel').getByTestId('card').first().waitFor()),
  'life-hot': async (page) => void (await page.locator('[data-type-code="life.ranking.books"] [data-testid="ranking-row"]').first().waitFor()),
  'topics-classes': async (page) => void (await page.getByTestId('topic-news').getByTestId('card').first().waitFor()),
  'topics-list': async (page) => void (await page.getByTestId('topic-list').getByTestId('card').first().waitFor()),
  'favourites-videos': async (page) => void (await page.getByTestId('favourites-list').getByTestId('card').first().waitFor()),
  'favourites-news-empty': async (page) => {
    await page.getByRole('tablist').getByRole('tab').nth(2).click();
    await page.getByTestId('favourites-empty').waitFor();
  },
  'details-framed': async (page) => void (await page.locator('iframe.article-frame[data-reported-height]').waitFor()),
  // More news loads when the reader comes near it, and is drawn only near the screen (content-visibility): scrolled to it.
  'details-more-news': async (page) => {
    await page.locator('.more-news-slot').evaluate((slot) => slot.scrollIntoView({ block: 'start' }));
    await page.locator('.more-news [data-testid="card"]').first().waitFor({ state: 'attached' });
    await page.locator('.more-news').evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await page.locator('.more-news [data-testid="card"]').first().waitFor();
    // The list's blocks have a content-visibility of their own: drawn a frame after the section.
    await page.waitForFunction(() => document.querySelector('.more-news [data-testid="card"]')?.checkVisibility({ contentVisibilityAuto: true }) === true);
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  },
  'playback-list': async (page) => void (await page.getByTestId('playback-row').first().waitFor()),
  'playback-date-filter': async (page) => {
    await page.getByTestId('date-filter').click();
    await page.getByTestId('date-filter-sheet').getByRole('button', { name: /2021/ }).click();
    await page.getByTestId('date-filter-sheet').getByRole('button', { name: /^(12月|12)$/ }).click();
  },
  'playback-detail': async (page) => void (await page.getByTestId('wonderful-list').waitFor()),
  'pictures-list': async (page) => void (await page.getByTestId('picture-list').waitFor()),
  'pictures-gallery': async (page) => {
    // A picture is a link to itself (it works without the app), the gallery on a plain tap.
    await page.getByTestId('picture-list').locator('.pictures__open').nth(1).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  },
};
/** Screens of a signed-in reader: the TGT session cookie the app start exchanges for a token. */
const SIGNED_IN: Record<string, string> = { 'favourites-videos': 'TGT-reader-0003', 'favourites-news-empty': 'TGT-reader-0003' };
const SCREENS: [name: string, path: string][] = [
  ['home', '/'],
  ['home-preview', '/?preview=1'],
  ['details', '/details?newsId=100001'],
  ['details-framed', '/details?newsId=100008'],
  ['details-more-news', '/details?newsId=100001'],
  ['vote', '/voteDetails?newsId=200001'],
  ['open-url-insecure', `/openUrl/${encodeURIComponent('http://example.com/old-page')}?title=${encodeURIComponent('老页面')}`],
  ['not-found', '/no-such-page'],
  ['search-news', `/search?text=${CHANGSHA}`],
  ['search-videos', `/search?text=${CHANGSHA}`],
  ['search-dynamics', `/search?text=${CHANGSHA}`],
  ['search-users', `/search?text=${CHANGSHA}`],
  ['search-5g', `/search?text=${CHANGSHA}`],
  ['search-history', `/search?text=${CHANGSHA}`],
  ['search-empty', `/search?text=${encodeURIComponent('火星移民局')}`],
  ['video', '/video'],
  ['video-live', '/video?live=1'],
  ['video-favourites', '/video'],
  ['video-detail', '/videoDetail?id=100221'],
  ['video-detail-playing', '/videoDetail?id=100221'],
  ['video-list', '/videoList'],
  ['short-video', '/shortVideo?id=100261&panelId=48632'],
  ['editors-preview-banner', '/?preview=1'],
  ['editors-playground-cms', `/__playground?preview=1&category=${CITY.newsCategory}&panel=48653`],
  ['editors-playground-invalid', `/__playground?preview=1&json=${encodeURIComponent(JSON.stringify(INVALID_PANEL))}`],
  ['editors-playground-form', `/__playground?preview=1&json=${encodeURIComponent(JSON.stringify(INVALID_PANEL))}`],
  ['life-recommend', '/life-style'],
  ['life-welfare', `/life-style?key=${CITY.lifeCategories.boon}`],
  ['life-play', `/life-style?key=${CITY.lifeCategories.happy}`],
  ['life-hot', `/life-style?key=${CITY.lifeCategories.hot}`],
  ['topics-classes', '/topicNews?newsId=100346'],
  ['topics-no-classes', '/topicNews?newsId=100351'],
  ['topics-list', '/topicList?id=100003'],
  ['favourites-videos', '/favor'],
  ['favourites-news-empty', '/favor'],
  ['playback-list', '/PlayBack?id=300037'],
  ['playback-date-filter', '/PlayBack?id=300037'],
  ['playback-detail', '/playBackDetail?id=300002'],
  ['pictures-list', '/imgList?newsId=100319'],
  ['pictures-gallery', '/imgList?newsId=100319'],
];
/** The page's address in `language` (English through `?lang=en`). */
const addressIn = (language: 'zh-CN' | 'en', path: string) => `${BASE}${path}${language === 'en' ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`;
/**
 * Takes the picture, and says what a reader would trip on there: controls under 44×44 px (the
 * routes' first screens are held to it by tests/e2e/thumb-sized.spec.ts; these are their states too)
 * and message keys shown instead of words.
 */
async function picture(page: Page, file: string): Promise<void> {
  // Nothing caught halfway: a control fading out (the app offer over the action bar) is pictured gone.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY));
  await page.screenshot({ path: `docs/screens/${file}` });
  if (!page.url().startsWith(BASE) || (await page.evaluate(() => !document.documentElement.hasAttribute('data-app-ready')))) return;
  await page.evaluate(NAME_HELPER);
  const small = (await smallControls(page)).map(({ name, width, height }) => `${name} ${width}×${height}`);
  // Not a mail address's host, nor what editors are shown on purpose (a typeCode in preview).
  const editors = /[?&]preview=1/.test(page.url());
  const keys = editors ? [] : await page.evaluate(() => document.body.innerText.match(/(?<![@\w.])\b[a-z]+(\.[a-zA-Z]+)+\b/g)?.filter((word) => !/\.(com|cn|html|js)$/.test(word)) ?? []);
  for (const problem of [...small.map((control) => `small control ${control}`), ...keys.map((key) => `message key shown: ${key}`)]) console.log(`${file}: ${problem}`);
}
/** `ONLY=life,video` pictures only the screens whose names start so. */
const only = process.env.ONLY?.split(',').filter(Boolean) ?? [];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const language of ['zh-CN', 'en'] as const) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language === 'en' ? 'en-US' : 'zh-CN' });
  for (const [name, path] of SCREENS) {
    if (only.length > 0 && !only.some((prefix) => name.startsWith(prefix))) continue;
    await page.context().clearCookies();
    const session = SIGNED_IN[name];
    if (session) await page.context().addCookies([{ name: 'TGT', value: session, url: BASE }]);
    const url = addressIn(language, path);
    await page.goto(url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await ACTIONS[name]?.(page);
    await page.waitForLoadState('networkidle');
    await picture(page, `${name}-${language}-390x844.png`);
  }
  await page.close();
}
// The screens that need a browser of their own (scripts/screens-states.ts).
for (const screen of STATE_SCREENS) {
  if (only.length > 0 && !only.some((prefix) => screen.name.startsWith(prefix))) continue;
  for (const language of ['zh-CN', 'en'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language === 'en' ? 'en-US' : 'zh-CN', ...screen.context });
    const page = await context.newPage();
    await screen.reach(page, (path) => addressIn(language, path));
    await picture(page, `${screen.name}-${language}-390x844.png`);
    await context.close();
  }
}
await browser.close();
