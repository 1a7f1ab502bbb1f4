/**
 * Lighthouse 12 on every reader's route of the route record (issue 31 item 3): mobile, simulated
 * throttling (Lighthouse's defaults), N runs each, in Debian's Chromium (chromium.config.ts), against
 * the build in dist (or CMS_DIST_DIR) served with the local CMS on a fresh seeded database. Prints one
 * table (route × run: score, LCP, TBT, CLS) and the median per route, and marks the routes that miss
 * the goal. Not a test (not in `npm test`): the figures depend on how quiet the machine is.
 *
 *   npm run lighthouse [-- --runs=3] [-- --only=details,search] [-- --check] [-- --why] [-- --tasks]
 *
 * The samples are scripts/speed/route-samples.ts's; a route that shows the same page as an earlier
 * one (an old or second address) is measured only when `--only` names it. `--check` exits 1 when a
 * route's median misses the goal.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts';
import { isServerRendered, ROUTE_PAGES } from '../src/routes/route-records.ts';
import { serveDist } from './bench/serve-app.ts';
import { markdownTable } from './bench/tables.ts';
import { routeSamples } from './speed/route-samples.ts';

/** Issue 31's goal per route, on a quiet machine. */
export const LIGHTHOUSE_GOAL = { score: 0.99, lcpMs: 1500, tbtMs: 50, cls: 0.01 } as const;

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const arg = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 3);
const only = arg('only')?.split(',');
/** `--why`: each run's largest paint, its element and the phases before it (Lighthouse's own breakdown). */
const why = process.argv.includes('--why');

/** The largest paint's element and phases, from the audit's details (two tables: the element, the phases). */
function lcpWhy(details: unknown): string {
  const tables = ((details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? []).map((table) => table.items ?? []);
  const node = tables[0]?.[0]?.node as { nodeLabel?: string; snippet?: string } | undefined;
  const phases = (tables[1] ?? []).map((row) => `${String(row.phase ?? row.label)} ${Math.round(Number(row.timing ?? 0))} ms`);
  return `${node?.snippet?.slice(0, 140) ?? 'no element'} | ${phases.join(', ')}`;
}
/** `--tasks`: each run's long tasks as Lighthouse simulated them (start, length, script): what the TBT is made of. */
const tasks = process.argv.includes('--tasks');

/** The long tasks' table (Lighthouse's `long-tasks` audit): start and duration in ms, the script it counts against. */
function longTasks(details: unknown): string {
  const items = (details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [];
  return items.map((item) => `  ${Math.round(item.startTime ?? 0)} ms +${Math.round(item.duration ?? 0)} ${item.url?.replace(/^https?:\/\/[^/]+/, '') ?? ''}`).join('\n');
}
const check = process.argv.includes('--check');
const samples = routeSamples(only).filter((sample) => only || !sample.alias);

const dist = resolve(process.env.CMS_DIST_DIR ?? join(import.meta.dirname, '..', 'dist'));
if (!existsSync(join(dist, 'ssr', 'server-entry.js'))) throw new Error(`no build in ${dist}: run npm run build`);

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
const missesGoal = (run: Run) =>
  run.score < LIGHTHOUSE_GOAL.score || run.lcpMs > LIGHTHOUSE_GOAL.lcpMs || run.tbtMs > LIGHTHOUSE_GOAL.tbtMs || run.cls > LIGHTHOUSE_GOAL.cls;
const cells = (run: Run) => [String(Math.round(run.score * 100)), (run.lcpMs / 1000).toFixed(2), run.tbtMs.toFixed(0), run.cls.toFixed(3)];

console.log(`load average at start: ${loadavg()[0]!.toFixed(1)} (a busy machine gives slower figures)`);
const app = await serveDist(dist);
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const rows: string[][] = [];
let missed = 0;
try {
  for (const { route, label, address } of samples) {
    const serverRendered = isServerRendered(ROUTE_PAGES[route]) ? 'yes' : 'no';
    const results: Run[] = [];
    for (let run = 1; run <= runs; run++) {
      const answer = await lighthouse(`${app.origin}${address}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!answer) throw new Error(`Lighthouse gave no result for ${address}`);
      const { categories, audits } = answer.lhr;
      const result: Run = {
        score: categories.performance?.score ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      };
      results.push(result);
      if (why) console.log(`${label} run ${run}: ${lcpWhy(audits['largest-contentful-paint-element']?.details)}`);
      if (tasks) console.log(`${label} run ${run}, long tasks:\n${longTasks(audits['long-tasks']?.details)}`);
      rows.push([label, serverRendered, String(run), ...cells(result), '']);
    }
    const typical: Run = {
      score: median(results.map((r) => r.score)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      cls: median(results.map((r) => r.cls)),
    };
    if (missesGoal(typical)) missed++;
    rows.push([label, serverRendered, 'median', ...cells(typical), missesGoal(typical) ? 'misses the goal' : 'meets the goal']);
  }
} finally {
  chrome.kill();
  await app.stop();
}
console.log(markdownTable(['route', 'server-rendered', 'run', 'score', 'LCP s', 'TBT ms', 'CLS', 'goal'], rows));
console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`);
console.log(`goal: score ≥ ${LIGHTHOUSE_GOAL.score * 100}, LCP ≤ ${LIGHTHOUSE_GOAL.lcpMs / 1000} s, TBT ≤ ${LIGHTHOUSE_GOAL.tbtMs} ms, CLS ≤ ${LIGHTHOUSE_GOAL.cls}; ${missed} of ${samples.length} routes miss it`);
if (check && missed > 0) process.exit(1);
