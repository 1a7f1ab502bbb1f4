import { expect, test } from '@playwright/test';

/** Issue 12: the server serves what pages need and nothing of its own (the server renderer). */
test('the server renderer is not downloadable, while the build assets are', async ({ page, request }) => {
  for (const path of ['/ssr/server-entry.js', '/ssr/server-entry.js.map', '/assets/not-a-file.js']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('renderToString');
  }
  const scripts: string[] = [];
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(`${response.status()} ${new URL(response.url()).pathname}`));
  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  expect(scripts.length).toBeGreaterThan(0);
  for (const line of scripts) expect(line).toMatch(/^200 \/assets\//);
});

test('a 60 KB address is refused with 431 inside the envelope', async ({ request }) => {
  const answer = await request.get(`/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pad=${'x'.repeat(60 * 1024)}`);
  expect(answer.status()).toBe(431);
  expect(await answer.json()).toMatchObject({ code: 431, data: null });
});
