import { expect, test, type Page } from '@playwright/test';
import { BANNER_LIVE, BANNER_NEWS, BANNER_PICTURES, BANNER_RADIO, BANNER_SPECIAL, BANNER_VIDEO, decideBanner, SUB_APP_HOST } from '../../plugins/openers/banner/banner-targets.ts';
import type { BannerTarget } from '../../plugins/openers/banner/banner-targets.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';

/**
 * Spec 1 §2 (issue 12, issue 33 item 6): a banner of every type opens its sub-app page in /openUrl's
 * frame, and a banner's custom link (option '2') opens there too, under the page's real content
 * security policy. The sub-app host (https) and the other sites (https and plain http) are stood in
 * for by a page that echoes the address it was asked for; nothing else of the network is touched.
 */
const TARGETS = [BANNER_LIVE, BANNER_NEWS, BANNER_VIDEO, BANNER_PICTURES, BANNER_SPECIAL, BANNER_RADIO];
const echoPage = (url: string) => `<!doctype html><meta charset="utf-8"><title>sub-app</title><h1>sub-app page</h1><p data-testid="asked">${new URL(url).pathname}${new URL(url).search}</p>`;

const OTHER_SITES = ['https://www.example.com', 'http://old.example.com'];

test.beforeEach(async ({ page }) => {
  for (const origin of [SUB_APP_HOST, ...OTHER_SITES]) {
    await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: echoPage(route.request().url()) }));
  }
});

/** Goes to where a banner leads (a route into /openUrl), noting what the page's policy blocks. */
async function openBanner(page: Page, item: ContentItem, target: BannerTarget): Promise<{ address: URL; blocked: string[] }> {
  const action = decideBanner(target, item);
  if (action.kind !== 'route') throw new Error(`banner type ${String(item.type)} decided ${action.kind}`);
  const blocked: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
  await page.goto(action.path);
  return { address: new URL(decodeURIComponent(action.path.slice('/openUrl/'.length).split('?')[0] ?? '')), blocked };
}

for (const target of TARGETS) {
  for (const type of target.types) {
    test(`banner type ${type} shows the sub-app's ${target.name} page in the frame`, async ({ page }) => {
      const { address, blocked } = await openBanner(page, { id: '100123', title: '橘子洲焰火', type } as ContentItem, target);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('橘子洲焰火');
      expect(address.origin).toBe(SUB_APP_HOST);
      await expect(page.frameLocator('iframe.open-url__frame').getByTestId('asked')).toHaveText(`${address.pathname}${address.search}`);
      expect(blocked).toEqual([]);
    });
  }
}

for (const origin of OTHER_SITES) {
  test(`a banner's custom link on ${origin} (option '2') shows inside the product, in the frame`, async ({ page }) => {
    const item = { id: '100124', title: '湘江新区', type: '1', linkType: '2', linkUrl: `${origin}/xiangjiang?from=banner` } as ContentItem;
    const { blocked } = await openBanner(page, item, BANNER_NEWS);
    await expect(page).toHaveURL(/\/openUrl\//);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('湘江新区');
    // The e2e host is plain http: a plain-http page of another site frames here too (never on an https host).
    await expect(page.frameLocator('iframe.open-url__frame').getByTestId('asked')).toHaveText('/xiangjiang?from=banner');
    expect(blocked).toEqual([]);
  });
}

test("a banner's ftp link says the app cannot show a file server, and offers it outside", async ({ page }) => {
  const item = { id: '100125', title: '资料下载', type: '1', linkType: '2', linkUrl: 'ftp://files.example.com/guide.pdf' } as ContentItem;
  await openBanner(page, item, BANNER_NEWS);
  await expect(page.getByRole('status')).toContainText('这是文件服务器地址，应用内无法显示。您可以在应用外打开。');
  await expect(page.getByRole('link', { name: '打开 files.example.com' })).toHaveAttribute('href', 'ftp://files.example.com/guide.pdf');
  await expect(page.locator('iframe')).toHaveCount(0);
});
