import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E_SERVE_PORT, MAPPED_PAGE_HOSTS } from '../../playwright.config.ts';

/*
 * Issue 33 item 1: on the production host (h5.mycs.cn) the page used to call https://api.mycs.cn,
 * which its own policy refused; the test host the same. The page now calls its own origin in every
 * environment and the server passes calls on (README, "Calls in production"). Here the built app is
 * served by the production server under both host names, mapped to the loopback in the browser,
 * with its policy on: every call of the home and a detail, the tracking upload and the analytics
 * collector among them, stays on the page's origin and succeeds.
 */

/** What the page asks for itself (not documents, scripts, styles or pictures). */
const CALL_TYPES = new Set(['fetch', 'xhr', 'ping', 'eventsource', 'websocket']);
/** Spec 1 §9: the analytics application per environment. */
const ANALYTICS_APP = { 'h5.mycs.cn': 10000004, 'test-h5.mycs.cn': 10000001 } as const;

interface Call {
  url: string;
  outcome: string;
}

function watchCalls(page: Page): Call[] {
  const calls: Call[] = [];
  const record = (request: Request, outcome: string) => {
    if (CALL_TYPES.has(request.resourceType())) calls.push({ url: request.url(), outcome });
  };
  page.on('requestfinished', async (request) => record(request, String((await request.response())?.status() ?? 'no answer')));
  // A call cut short by the move to the next page is the page's leaving, not a refusal.
  page.on('requestfailed', (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && record(request, request.failure()?.errorText ?? 'failed'));
  return calls;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

for (const host of MAPPED_PAGE_HOSTS) {
  test(`on ${host} every call of the home and a detail stays on the page's origin and succeeds, policy on`, async ({ page }) => {
    const origin = `http://${host}:${E2E_SERVE_PORT}`;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    const calls = watchCalls(page);

    const home = await page.goto(`${origin}/`);
    expect(home?.headers()['content-security-policy']).toContain("connect-src 'self'");
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    // The home's feed hydrates after the page is ready (its code comes then): it pages once live.
    await expect(page.locator('html[data-feed-ready]')).toBeAttached();
    // The feed's next page, asked for by the page itself.
    const morePage = page.waitForResponse((response) => response.url().startsWith(`${origin}/api/`) && response.request().resourceType() === 'fetch');
    await page.mouse.wheel(0, 20_000);
    expect((await morePage).status()).toBe(200);
    expect(await violations(page)).toEqual([]);

    const upload = page.waitForResponse((response) => response.url() === `${origin}/api/cms/client/tracking/upload`);
    // An answer, not a request: the home's last upload may be cut short by the move to the detail
    // (no answer, which the calls' record leaves out as the page's leaving).
    const collected = page.waitForResponse((response) => response.url() === `${origin}/collector/list`);
    await page.goto(`${origin}/details?newsId=100060&source=news`);
    await expect(page.getByTestId('article-body')).toBeVisible();
    expect((await upload).status()).toBe(200);
    const collector = await collected;
    expect(collector.status()).toBe(200);
    // The environment was taken from the host: its analytics application.
    expect(collector.request().postData()).toContain(`"app_id":${ANALYTICS_APP[host]}`);
    expect(await violations(page)).toEqual([]);

    expect(calls.length).toBeGreaterThan(3);
    expect(calls.filter((call) => !call.url.startsWith(`${origin}/`))).toEqual([]);
    expect(calls.filter((call) => call.outcome !== '200' && call.outcome !== '204')).toEqual([]);
  });
}
