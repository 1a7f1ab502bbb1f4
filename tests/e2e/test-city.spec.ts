import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import * as testCity from '../../cities/test-city.ts';
import { E2E_TEST_CITY_PORT } from '../../playwright.config.ts';

/**
 * Issue 27 item 5: the app built and served for another city (cities/test-city.ts: other codes,
 * hosts and ids) with nothing else changed. One build for the city, once (this project runs on one
 * phone), and a local CMS seeded for it.
 */
const origin = `http://127.0.0.1:${E2E_TEST_CITY_PORT}`;
const cityEnv = { ...process.env, CITY: testCity.name };
/** Inside the project: the server renderer finds its one outside package (jsdom) in node_modules. */
const distDir = join(import.meta.dirname, '..', '..', `.city-dist-${E2E_TEST_CITY_PORT}`);
let server: ChildProcess | undefined;

const finished = (child: ChildProcess, what: string) =>
  new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}`)))));
const run = (args: string[], what: string) => finished(spawn('npx', args, { env: cityEnv, stdio: ['ignore', 'ignore', 'inherit'] }), what);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await run(['vite', 'build', '--logLevel', 'error', '--outDir', distDir, '--emptyOutDir'], 'the build');
  await run(['vite', 'build', '--ssr', 'src/ssr/server-entry.tsx', '--outDir', join(distDir, 'ssr'), '--emptyOutDir', '--logLevel', 'error'], 'the renderer build');
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], { env: { ...cityEnv, PORT: String(E2E_TEST_CITY_PORT), CMS_DIST_DIR: distDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  const probe = `${origin}/api/cms/client/category/getCategoryCompositeData?categoryCode=${testCity.newsCategory}`;
  await expect
    .poll(() => fetch(probe).then((answer) => answer.ok, () => false), { timeout: 60_000, intervals: [250] })
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(distDir, { recursive: true, force: true });
});

test.describe('a city of its own (cities/test-city.ts)', () => {
  test("the home renders from the test city's news category, panels and types, and asks nothing of Changsha's", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${origin}/`);
    // Rendered by the server from the test city's news category, then hydrated with its feed.
    await expect(page.locator('#root[data-ssr-lang="zh-CN"]')).toHaveCount(1);
    // The page's description is the city's own (cities/test-city.ts description, through the page heads).
    await page.locator('html[data-feed-ready]').waitFor({ state: 'attached' });
    const list = page.locator(`[data-panel-id="${testCity.videoPanels.defaultPanel}"]`);
    await expect.poll(() => list.getByTestId('card').count()).toBeGreaterThanOrEqual(10);
    // The city's own panel type (the audio headlines) has its plugin.
    await expect(page.getByTestId('audio-time')).toBeVisible();
    await expect(page.getByTestId('dropped-panel')).toHaveCount(0);
    expect(asked.filter((url) => url.includes('mycs'))).toEqual([]);
  });

  test("the life home and the video page show the test city's categories", async ({ page }) => {
    await page.goto(`${origin}/life-style`);
    await expect.poll(() => page.getByTestId('life-tab-panel').getByTestId('card').count()).toBeGreaterThan(0);
    await page.goto(`${origin}/video`);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    await expect.poll(() => page.getByTestId('card').count()).toBeGreaterThan(0);
  });

  test('the city registers only the plugins its file names: the books ranking it leaves out is neither shown nor loaded', async ({ page }) => {
    expect(testCity.plugins.panels).not.toContain('ranking-books');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${origin}/life-style?key=${testCity.lifeCategories.hot}`);
    const hot = page.getByTestId('life-tab-panel');
    await expect(hot.getByTestId('ranking-services')).toBeVisible();
    await expect(hot.getByTestId('ranking-news')).toBeVisible();
    await expect(hot.getByTestId('ranking-books')).toHaveCount(0);
    // Its component and texts are in no chunk a page loads (scripts/city-plugin-list.ts): only in a
    // chunk of its own, which the developers' plugin gallery (every plugin of the app) loads.
    const assets = join(distDir, 'assets');
    const carrying = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('ranking.booksWindow'));
    expect(carrying.filter((file) => !file.startsWith('RankingBooks-'))).toEqual([]);
    expect(asked.filter((url) => carrying.some((file) => url.endsWith(file)))).toEqual([]);
  });

  test("an article's page names the test city's app, not Changsha's (its bar, its head)", async ({ page }) => {
    await page.goto(`${origin}/details?newsId=100001`);
    await expect(page.locator('header.title-bar .title-bar__title')).toHaveText(testCity.appName['zh-CN']);
    await expect(page).toHaveTitle(new RegExp(` - ${testCity.appName['zh-CN']}$`));
    const html = await page.content();
    expect(html).not.toMatch(/我的长沙|长沙城市/);
    await page.goto(`${origin}/?lang=en`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', testCity.description.en);
  });

  test("the Changsha categories are not the test city's: the CMS answers them with nothing", async ({ request }) => {
    const answer = await request.get(`${origin}/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news`);
    const body = (await answer.json()) as { data?: unknown[] | null };
    expect(body.data ?? []).toEqual([]);
  });
});
