/**
 * Hydration budget (issue 17), counted as a reader's phone gets it: for each page, every script the
 * server's HTML names (script src, modulepreload) plus every script the page loads before
 * `html[data-app-ready]` (measured in Chromium: the resource timings at the moment the attribute
 * appears), gzip. The home must stay within 85 KB (issue 31: 90, keeping room). Prints a per-chunk table for the home, a detail
 * and one page of each later area. Then, for each lazy page of the route table: none may carry
 * hls.js or howler, which load only when something plays; and no reader's page loads the editors'
 * validators (with messages: preview and the developers' pages load them).
 *
 *   npm run budget              (serves dist, or CMS_DIST_DIR: build first)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts';
import { APP_READY_ATTRIBUTE } from '../src/ssr/ready-attributes.ts';
import { chunkClosure, readManifest } from '../server/home-head.ts';
import { serveDist } from './bench/serve-app.ts';
import { markdownTable } from './bench/tables.ts';

export const INITIAL_JS_BUDGET_BYTES = 85 * 1024;
/** The page the budget holds. */
const BUDGETED_PAGE = '/';
/** The home, a detail (seeded article 100003) and one page of each later area; the table lists each. */
export const BUDGET_PAGES = [
  BUDGETED_PAGE,
  '/details?newsId=100003',
  '/search?text=%E9%95%BF%E6%B2%99',
  '/video',
  '/life-style',
  '/topicList?id=100003',
  '/favor',
  '/PlayBack',
] as const;

/** Where a page notes the scripts it loaded before it was ready, and how long the check waits for it. */
const SCRIPTS_BEFORE_READY_KEY = '__budgetScriptsBeforeReady';
const PAGE_READY_TIMEOUT_MS = 60_000;

/** The validators with messages (preview, the developers' pages): never a reader's. */
const VERBOSE_VALIDATORS_MODULE = 'schemas/generated/verbose.ts';

/** Modules only a player may load, when something plays (issue 14: no route's initial JS carries them). */
export const PLAY_ONLY_MODULES = [/node_modules\/hls\.js\//, /node_modules\/howler\//];

const dist = resolve(process.env.CMS_DIST_DIR ?? join(import.meta.dirname, '..', 'dist'));
const manifest = readManifest(dist);
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry || !existsSync(join(dist, 'ssr', 'home-ssr.js'))) throw new Error(`no build in ${dist}: run npm run build`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const gzipped = new Map<string, number>();
const gz = (file: string): number => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file)!;
};
/** A script's path in dist from its address ('/assets/x.js' → 'assets/x.js'); null for any other script. */
const distFile = (address: string, origin: string): string | null => {
  const url = new URL(address, origin);
  return url.origin === origin && url.pathname.endsWith('.js') && existsSync(join(dist, url.pathname)) ? url.pathname.slice(1) : null;
};

/** The scripts an HTML page names: `<script src>` and `<link rel="modulepreload" href>`. */
export function scriptsNamed(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].flatMap((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? []);
  return [...scripts, ...preloads];
}

interface PageScripts {
  page: string;
  /** dist file → where it came from: named in the HTML, loaded before ready, or both. */
  files: Map<string, { named: boolean; loaded: boolean }>;
}

const app = await serveDist(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const measured: PageScripts[] = [];
try {
  for (const page of BUDGET_PAGES) {
    const files = new Map<string, { named: boolean; loaded: boolean }>();
    const note = (file: string | null, key: 'named' | 'loaded') => {
      if (file) files.set(file, { ...(files.get(file) ?? { named: false, loaded: false }), [key]: true });
    };
    const html = await (await fetch(`${app.origin}${page}`, { headers: { 'accept-language': 'zh-CN' } })).text();
    for (const address of scriptsNamed(html)) note(distFile(address, app.origin), 'named');
    // A fresh phone-sized context each page: nothing cached. The page notes the scripts it has loaded
    // at the moment the attribute appears, before anything after it can start.
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN' });
    const tab = await context.newPage();
    // Kept in the tab's session storage at that moment: a page may leave right after it is ready
    // (favourites, anonymous, go to the login page), and a message sent as it leaves can be lost (a
    // stressed run waited for one for ever). The page it leads to finds the list already there.
    await tab.addInitScript(
      ([attribute, key]) => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute(attribute)) return;
          observer.disconnect();
          if (sessionStorage.getItem(key) !== null) return;
          sessionStorage.setItem(key, JSON.stringify(performance.getEntriesByType('resource').map((timing) => timing.name)));
        }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
      },
      [APP_READY_ATTRIBUTE, SCRIPTS_BEFORE_READY_KEY] as const,
    );
    await tab.goto(`${app.origin}${page}`);
    let beforeReady: string[];
    try {
      const listed = await tab.waitForFunction((key) => sessionStorage.getItem(key), SCRIPTS_BEFORE_READY_KEY, { timeout: PAGE_READY_TIMEOUT_MS });
      beforeReady = JSON.parse((await listed.jsonValue()) as string) as string[];
    } catch (error) {
      throw new Error(`${page} was not ready within ${PAGE_READY_TIMEOUT_MS / 1000} s`, { cause: error });
    }
    for (const address of beforeReady) note(distFile(address, app.origin), 'loaded');
    await context.close();
    measured.push({ page, files });
  }
} finally {
  await browser.close();
  await app.stop();
}

const total = (scripts: PageScripts) => [...scripts.files.keys()].reduce((sum, file) => sum + gz(file), 0);
console.log(`## Scripts each page needs before it is ready (gzip KB; budget of ${BUDGETED_PAGE}: ${kb(INITIAL_JS_BUDGET_BYTES)} KB)\n`);
console.log(markdownTable(['page', 'total'], measured.map((scripts) => [`\`${scripts.page}\``, kb(total(scripts))])));
for (const scripts of measured) {
  console.log(`\n### \`${scripts.page}\`: ${kb(total(scripts))} KB\n`);
  const rows = [...scripts.files].toSorted(([a], [b]) => gz(b) - gz(a));
  const why = ({ named, loaded }: { named: boolean; loaded: boolean }) => [named ? 'named in the HTML' : '', loaded ? 'loaded before ready' : ''].filter(Boolean).join(', ');
  console.log(markdownTable(['chunk', 'gzip KB', 'why'], rows.map(([file, how]) => [file.replace(/^assets\//, ''), kb(gz(file)), why(how)])));
}
const home = measured.find((scripts) => scripts.page === BUDGETED_PAGE)!;
const homeTotal = total(home);
console.log(`\nthe home's scripts before it is ready: ${kb(homeTotal)} KB gz (${homeTotal <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER'} the ${kb(INITIAL_JS_BUDGET_BYTES)} KB budget)`);

// Each lazy page of the route table: the chunks it adds to the entry's when opened.
const entryKeys = chunkClosure(manifest, entry[0]);
const routeTable = readFileSync(join(import.meta.dirname, '..', 'src', 'routes', 'route-table.tsx'), 'utf8');
const pages = [...routeTable.matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)].map((m) => `src/${m[1]}`);
let carriesPlayer = false;
for (const page of pages) {
  const player = [...chunkClosure(manifest, page)].filter((key) => !entryKeys.has(key) && PLAY_ONLY_MODULES.some((pattern) => pattern.test(key)));
  if (player.length > 0) console.log(`${page} loads ${player.join(', ')} before anything plays: they must load only on play`);
  carriesPlayer ||= player.length > 0;
}
const playerBeforeReady = measured.flatMap((scripts) => [...scripts.files.keys()].filter((file) => /\/(hls|howler)[.\w-]*\.js$/.test(file)).map((file) => `${scripts.page}: ${file}`));
for (const line of playerBeforeReady) console.log(`a player's code loads before the page is ready: ${line}`);
if (!carriesPlayer && playerBeforeReady.length === 0) console.log('no page carries hls.js or howler before something plays');
const verboseFile = manifest[VERBOSE_VALIDATORS_MODULE]?.file;
const verboseLoaded = measured.flatMap((scripts) => (verboseFile && scripts.files.has(verboseFile) ? [scripts.page] : []));
for (const page of verboseLoaded) console.log(`a reader's page loads the editors' validators: ${page}`);
if (!verboseFile) console.log(`the build has no chunk of ${VERBOSE_VALIDATORS_MODULE}: the editors' validators are not where this check looks`);
else if (verboseLoaded.length === 0) console.log("no reader's page loads the editors' validators");
if (homeTotal > INITIAL_JS_BUDGET_BYTES || carriesPlayer || playerBeforeReady.length > 0 || verboseLoaded.length > 0 || !verboseFile) process.exit(1);
