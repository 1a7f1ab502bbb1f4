/**
 * `npx tsx scripts/screens.ts`: pictures of the screens at 390×844 in zh-CN and English, into
 * docs/screens/, against a running local CMS (BASE, default http://127.0.0.1:5173).
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts';

const BASE = process.env.BASE ?? 'http://127.0.0.1:5173';
const CHANGSHA = encodeURIComponent('长沙');
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
};
/** Screens of a signed-in reader: the TGT session cookie the app start exchanges for a token. */
const SIGNED_IN: Record<string, string> = { 'favourites-videos': 'TGT-reader-0003', 'favourites-news-empty': 'TGT-reader-0003' };
const SCREENS: [name: string, path: string][] = [
  ['home', '/'],
  ['home-preview', '/?preview=1'],
  ['details', '/details?newsId=100001'],
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
  ['life-recommend', '/life-style'],
  ['life-welfare', '/life-style?key=mycs.life.boon'],
  ['life-play', '/life-style?key=mycs.life.happy'],
  ['life-hot', '/life-style?key=mycs.life.hot'],
  ['topics-classes', '/topicNews?newsId=100346'],
  ['topics-no-classes', '/topicNews?newsId=100351'],
  ['topics-list', '/topicList?id=100003'],
  ['favourites-videos', '/favor'],
  ['favourites-news-empty', '/favor'],
];
/** `ONLY=life,topics` pictures only the screens whose names start so. */
const only = process.env.ONLY?.split(',').filter(Boolean) ?? [];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const language of ['zh-CN', 'en'] as const) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language === 'en' ? 'en-US' : 'zh-CN' });
  for (const [name, path] of SCREENS) {
    if (only.length > 0 && !only.some((prefix) => name.startsWith(prefix))) continue;
    await page.context().clearCookies();
    const session = SIGNED_IN[name];
    if (session) await page.context().addCookies([{ name: 'TGT', value: session, url: BASE }]);
    const url = `${BASE}${path}${language === 'en' ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`;
    await page.goto(url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await ACTIONS[name]?.(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screens/${name}-${language}-390x844.png` });
  }
  await page.close();
}
await browser.close();
