import { expect, test } from '@playwright/test';
import { BANNER_LIVE, BANNER_NEWS, BANNER_PICTURES, BANNER_RADIO, BANNER_SPECIAL, BANNER_VIDEO, decideBanner, SUB_APP_HOST } from '../../plugins/openers/banner/banner-targets.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';

/**
 * Spec 1 §2 (issue 12): a banner of every type opens its sub-app page in /openUrl's frame, under the
 * page's real content security policy. The sub-app host (https) is stood in for by a page that
 * echoes the address it was asked for; nothing else of the network is touched.
 */
const TARGETS = [BANNER_LIVE, BANNER_NEWS, BANNER_VIDEO, BANNER_PICTURES, BANNER_SPECIAL, BANNER_RADIO];
const echoPage = (url: string) => `<!doctype html><meta charset="utf-8"><title>sub-app</title><h1>sub-app page</h1><p data-testid="asked">${new URL(url).pathname}${new URL(url).search}</p>`;

test.beforeEach(async ({ page }) => {
  await page.route(`${SUB_APP_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: echoPage(route.request().url()) }));
});

for (const target of TARGETS) {
  for (const type of target.types) {
    test(`banner type ${type} shows the sub-app's ${target.name} page in the frame`, async ({ page }) => {
      const item = { id: '100123', title: '橘子洲焰火', type } as ContentItem;
      const action = decideBanner(target, item);
      if (action.kind !== 'route') throw new Error(`banner type ${type} decided ${action.kind}`);
      const blocked: string[] = [];
      page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
      await page.goto(action.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('橘子洲焰火');
      const frame = page.frameLocator('iframe.open-url__frame');
      const address = new URL(decodeURIComponent(action.path.slice('/openUrl/'.length).split('?')[0] ?? ''));
      expect(address.origin).toBe(SUB_APP_HOST);
      await expect(frame.getByTestId('asked')).toHaveText(`${address.pathname}${address.search}`);
      expect(blocked).toEqual([]);
    });
  }
}
