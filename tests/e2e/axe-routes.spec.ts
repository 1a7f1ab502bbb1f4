import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTE_VISITS } from '../webkit/route-visits.ts';

/*
 * Issue 29: axe-core on every route of the route table, in both languages, with 0 serious or
 * critical findings (WCAG 2.1 A and AA). Each finding names its rule, what axe says and where; the
 * counts of every impact are attached to the test's report for the closing note.
 */
const LANGUAGES = ['zh-CN', 'en'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The developers' pages are not readers': the playground and gallery render plugins under test. */
const READERS_ROUTES = ROUTE_VISITS.filter((visit) => !visit.route.startsWith('/__'));

const withLanguage = (address: string, language: (typeof LANGUAGES)[number]) =>
  language === 'zh-CN' ? address : `${address}${address.includes('?') ? '&' : '?'}lang=en`;

// One phone: axe reads the page's markup, names and colours, which do not change with the device
// (the iPhone project runs the same Chromium); the layout-sensitive checks run on both.
test.beforeEach(({ page: _page }, testInfo) => test.skip(testInfo.project.name !== 'pixel-7', 'axe runs once, on the Pixel project'));

for (const visit of READERS_ROUTES) {
  for (const language of LANGUAGES) {
    test(`${visit.route} (${language}) has no serious or critical accessibility finding`, async ({ page, context }, testInfo) => {
      if (visit.session) await context.addCookies([{ name: 'TGT', value: visit.session, url: testInfo.project.use.baseURL ?? 'http://127.0.0.1' }]);
      await page.goto(withLanguage(visit.address, language));
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await page.locator(visit.content).first().waitFor({ state: 'attached' });
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const counts = Object.fromEntries(['critical', 'serious', 'moderate', 'minor'].map((impact) => [impact, results.violations.filter((v) => v.impact === impact).length]));
      await testInfo.attach('axe-counts', { body: JSON.stringify({ route: visit.route, language, ...counts }), contentType: 'application/json' });
      const grave = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`));
      expect(grave).toEqual([]);
    });
  }
}
