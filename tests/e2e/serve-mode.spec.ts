import { expect, test } from '@playwright/test';
import { E2E_UPSTREAM_PORT } from '../../playwright.config.ts';
import { watchProblems } from '../support/page-problems.ts';

/*
 * Production mode (issue 17 item 4): `npm run serve` holds no database; a second local CMS on its own
 * port stands in for the remote content platform (CMS_UPSTREAM). Everything a page shows here came
 * through the proxy: the server-rendered home, the detail's answers, its body and pictures.
 */
const UPSTREAM = `http://127.0.0.1:${E2E_UPSTREAM_PORT}`;

test('/healthz answers without a database, naming the build and the upstream mode', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(await health.json()).toMatchObject({ ok: true, cms: 'upstream', build: expect.stringMatching(/^[0-9a-f]{12}$/) });
  const deep = await request.get('/healthz?deep=1');
  expect(await deep.json()).toMatchObject({ ok: true, upstream: { reachable: true } });
});

test('the home is rendered on the server from the platform\'s feed, then hydrates', async ({ page }) => {
  const problems = watchProblems(page);
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=86400$/);
  expect(response?.headers().etag).toMatch(/^"[\w-]{32}(-br|-gzip)?"$/);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-ssr-lang="zh-CN"');
  expect(html).toContain('岳麓山红枫进入最佳观赏期');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.locator('[data-panel-id="48662"]').getByTestId('card').first()).toContainText('岳麓山红枫进入最佳观赏期');
  expect(problems).toEqual([]);
});

test('a detail renders the platform\'s article: heading, body, services, pictures', async ({ page, request }) => {
  const problems = watchProblems(page);
  const fromPlatform = (await (await request.get(`${UPSTREAM}/api/cms/client/content/getDetail/100004`)).json()) as { data: { title: string } };
  await page.goto('/details?newsId=100004&source=life&category_name=mycs.news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fromPlatform.data.title);
  await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '相关服务' }).getByRole('link', { name: /查询|挂号/ })).toHaveCount(4);
  const picture = page.getByTestId('article-body').locator('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('a signed-in reader\'s call reaches the platform with the token, and is never cached', async ({ request }) => {
  const token = { token: 'token-reader-0003' };
  const liked = await request.post('/api/cms/client/like/likeOrCancel', { headers: token, data: { targetId: 100005 } });
  expect(liked.headers()['cache-control']).toBe('private, no-store');
  expect(await liked.json()).toMatchObject({ code: 200, data: 1 });
  const seenByPlatform = await (await request.get(`${UPSTREAM}/api/cms/client/content/getDetail/100005`, { headers: token })).json();
  expect(seenByPlatform).toMatchObject({ data: { whetherLike: true } });
  // Without the token the platform answers 401 in its envelope, passed through as it is.
  const anonymous = await request.post('/api/cms/client/like/likeOrCancel', { data: { targetId: 100005 } });
  expect([anonymous.status(), (await anonymous.json()).code]).toEqual([401, 401]);
});

test("the page policy lets the platform's pictures, media and bodies in, and nothing from a host it does not name", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  // The upstream's origin is named by default (CMS_MEDIA_HOSTS adds others); 'localhost' is the same
  // machine under a name the policy does not know, as a hostile or mistaken address would be.
  const elsewhere = `http://localhost:${E2E_UPSTREAM_PORT}`;
  const outcome = await page.evaluate(
    async ([platform, other]) => {
      const picture = (src: string) =>
        new Promise<string>((resolve) => {
          const img = new Image();
          img.addEventListener('load', () => resolve('loaded'));
          img.addEventListener('error', () => resolve('blocked'));
          img.src = src;
        });
      // Opaque (no CORS asked): what is tested is only whether the policy lets the request go.
      const body = (src: string) => fetch(src, { mode: 'no-cors' }).then(() => 'loaded', () => 'blocked');
      // The policy's own word on what it refused (a failed load alone could be the network's); its
      // events come in a task after each refusal: waited for, both.
      const refused: string[] = [];
      const bothRefused = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => {
          refused.push(`${event.effectiveDirective} ${event.blockedURI}`);
          if (refused.length === 2) resolve();
        }),
      );
      const loads = {
        platformPicture: await picture(`${platform}/media/img/c-100357.svg`),
        platformBody: await body(`${platform}/content/page.css`),
        otherPicture: await picture(`${other}/media/img/c-100357.svg`),
        otherBody: await body(`${other}/content/page.css`),
      };
      await bothRefused;
      return { ...loads, refused: refused.toSorted() };
    },
    [UPSTREAM, elsewhere],
  );
  expect(outcome).toEqual({
    platformPicture: 'loaded',
    platformBody: 'loaded',
    otherPicture: 'blocked',
    otherBody: 'blocked',
    refused: [`connect-src ${elsewhere}/content/page.css`, `img-src ${elsewhere}/media/img/c-100357.svg`],
  });
});

test("a rich-text article's body is in the server's HTML in production, read before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/details?newsId=100003');
  expect(response?.headers()['x-degraded']).toBeUndefined();
  await expect(page.getByTestId('article-body')).toContainText('据介绍，相关配套设施将在年底前全部完成');
  await expect(page.getByTestId('article-body').locator('img').first()).toHaveAttribute('src', '/media/img/body-100003-1.svg');
  await context.close();
});
