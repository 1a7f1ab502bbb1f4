import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/chromium.config.ts';
const BASE = 'http://127.0.0.1:5177';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(`${BASE}/search?text=${encodeURIComponent('长沙')}`);
await page.locator('[data-testid=search-list-news] [data-testid=card]').first().waitFor();
await page.screenshot({ path: '/tmp/s-news.png' });
for (const tab of ['videos', 'dynamics', 'users', 'fiveG']) {
  await page.getByTestId(`search-tab-${tab}`).click();
  await page.locator(`[data-testid=search-list-${tab}] [data-testid=card]`).first().waitFor({ timeout: 10000 }).catch((e) => console.log(tab, 'no cards', String(e).slice(0, 100)));
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/s-${tab}.png` });
}
await page.getByTestId('search-clear').click();
await page.screenshot({ path: '/tmp/s-history.png' });
await browser.close();
