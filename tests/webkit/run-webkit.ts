/**
 * The WebKit run of `npm test` (issue 25): every iPhone reader sees the app through WebKit, which
 * Playwright cannot bring here, so Debian's WebKitGTK is driven through its own WebDriver
 * (`WebKitWebDriver`, tests/webkit/webdriver.ts) under Xvfb (scripts/find-webkit.sh, scripts/test-webkit.sh).
 * Against a freshly seeded local CMS: every route opens, shows its content and becomes ready with no
 * page error; a tap on a card, a like and a tab work. Prints a table and writes .reports/webkit.json.
 * `--screens` also keeps pictures of the home, a detail, search and video in docs/screens/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answers, freePort, startLocalCms } from '../../scripts/local-services.ts';
import { startProblemProxy } from './problem-proxy.ts';
import { ROUTE_VISITS } from './route-visits.ts';
import { WebDriverSession, waitFor } from './webdriver.ts';
import { CHECKS, CheckContext } from './interaction-checks.ts';

const root = join(import.meta.dirname, '..', '..');
const APP_PORT = Number(process.env.WEBKIT_APP_PORT ?? 5189);
const PROXY_PORT = APP_PORT - 1;
const BASE = `http://127.0.0.1:${PROXY_PORT}`;
/** The phone the WebKit run is: an iPhone's width, height and user agent (Safari on iOS 17). */
const VIEWPORT = { width: 390, height: 844 };
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const screens = process.argv.includes('--screens');
/** The pictures `--screens` takes, named as scripts/screens.ts names Chromium's (prefixed webkit-). */
const SCREENS: readonly [name: string, route: string][] = [
  ['home', '/'],
  ['details', '/details'],
  ['search-news', '/search'],
  ['video', '/video'],
];

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);

async function startServices(): Promise<number> {
  if (await answers(`http://127.0.0.1:${APP_PORT}/healthz`)) throw new Error(`port ${APP_PORT} is taken: set WEBKIT_APP_PORT`);
  const driverPort = await freePort();
  children.push(startLocalCms(APP_PORT, ['ignore', 'ignore', 'inherit']));
  // Its browser reads the GTK style that shrinks its own bar to nothing (tests/webkit/xdg-config).
  const env = { ...process.env, XDG_CONFIG_HOME: join(import.meta.dirname, 'xdg-config') };
  children.push(spawn(process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver', [`--port=${driverPort}`], { stdio: 'ignore', env }));
  await waitFor('the local CMS', () => answers(`http://127.0.0.1:${APP_PORT}/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news`), 90_000);
  await waitFor('WebKitWebDriver', () => answers(`http://127.0.0.1:${driverPort}/status`), 30_000);
  await startProblemProxy(PROXY_PORT, `http://127.0.0.1:${APP_PORT}`);
  return driverPort;
}

async function openSession(driverPort: number): Promise<WebDriverSession> {
  const session = await WebDriverSession.start({
    driverUrl: `http://127.0.0.1:${driverPort}`,
    browserBinary: process.env.WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    browserArgs: ['--automation', `--user-agent=${IPHONE_UA}`],
  });
  // The window holds the browser's own bar: grown by its height so the page gets the phone's viewport.
  await session.setWindowRect(VIEWPORT.width, VIEWPORT.height);
  const inner = await session.run<[number, number]>('return [innerWidth, innerHeight]');
  await session.setWindowRect(VIEWPORT.width + VIEWPORT.width - inner[0], VIEWPORT.height + VIEWPORT.height - inner[1]);
  return session;
}

async function takeScreens(context: CheckContext): Promise<void> {
  for (const [name, route] of SCREENS) {
    const visit = ROUTE_VISITS.find((candidate) => candidate.route === route)!;
    for (const language of ['zh-CN', 'en'] as const) {
      const address = language === 'en' ? `${visit.address}${visit.address.includes('?') ? '&' : '?'}lang=en` : visit.address;
      await context.open(address, visit.content, visit.session);
      writeFileSync(join(root, 'docs', 'screens', `webkit-${name}-${language}-390x844.png`), await context.session.screenshot());
    }
  }
}

interface Row {
  name: string;
  ok: boolean;
  detail: string;
  ms: number;
}

const rows: Row[] = [];
async function record(name: string, run: () => Promise<string>): Promise<void> {
  const started = Date.now();
  try {
    rows.push({ name, ok: true, detail: await run(), ms: Date.now() - started });
  } catch (error) {
    rows.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error), ms: Date.now() - started });
  }
  const row = rows.at(-1)!;
  console.log(`${row.ok ? '✓' : '✗'} ${row.name} (${row.ms} ms) ${row.detail}`);
}

async function main(): Promise<number> {
  const session = await openSession(await startServices());
  const context = new CheckContext(session, BASE);
  try {
    await record('viewport of an iPhone', async () => {
      const [width, height] = await session.run<[number, number]>('return [innerWidth, innerHeight]');
      if (width !== VIEWPORT.width || height !== VIEWPORT.height) throw new Error(`${width}×${height}, not ${VIEWPORT.width}×${VIEWPORT.height}`);
      return `${width}×${height}, ${IPHONE_UA}`;
    });
    for (const visit of ROUTE_VISITS) {
      await record(`route ${visit.route}`, () => context.open(visit.address, visit.content, visit.session));
    }
    for (const [name, check] of CHECKS) await record(name, () => check(context));
    if (screens) await takeScreens(context);
  } finally {
    await session.close().catch(() => undefined);
  }
  const passed = rows.filter((row) => row.ok).length;
  const failed = rows.length - passed;
  mkdirSync(join(root, '.reports'), { recursive: true });
  writeFileSync(join(root, '.reports', 'webkit.json'), JSON.stringify({ passed, failed, rows }, null, 2));
  console.log('\n| check | result | ms | what was seen |\n| --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row.name} | ${row.ok ? 'pass' : 'FAIL'} | ${row.ms} | ${row.detail.replace(/\|/g, '/')} |`);
  console.log(`\nWebKit: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => {
    stopAll();
    process.exit(code);
  },
  (error: unknown) => {
    console.error('WebKit run could not start:', error);
    mkdirSync(join(root, '.reports'), { recursive: true });
    writeFileSync(join(root, '.reports', 'webkit.json'), JSON.stringify({ passed: 0, failed: 1, rows: [] }));
    stopAll();
    process.exit(1);
  },
);
