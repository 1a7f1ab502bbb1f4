/**
 * `npx tsx scripts/screens.ts`: pictures of the screens at 390×844 in zh-CN and English, into
 * docs/screens/, against a running local CMS (BASE, default http://127.0.0.1:5173).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts';

const BASE = process.env.BASE ?? 'http://127.0.0.1:5173';
const SCREENS: [name: string, path: string][] = [
  ['home', '/'],
  ['home-preview', '/?preview=1'],
  ['details', '/details?newsId=100001'],
  ['vote', '/voteDetails?newsId=200001'],
  ['open-url-insecure', `/openUrl/${encodeURIComponent('http://example.com/old-page')}?title=${encodeURIComponent('老页面')}`],
  ['not-found', '/no-such-page'],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const language of ['zh-CN', 'en'] as const) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language === 'en' ? 'en-US' : 'zh-CN' });
  for (const [name, path] of SCREENS) {
    const url = `${BASE}${path}${language === 'en' ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`;
    await page.goto(url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screens/${name}-${language}-390x844.png` });
  }
  await page.close();
}
await browser.close();
