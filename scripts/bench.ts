/**
 * `npm run bench`: the benchmarks (not tests) of issue 17, each printing a markdown table the closing
 * note copies. Numbers vary with the machine's load (printed with each table).
 *  1. validate + dispatch of a 500-item composite answer in node (goal ≤ 5 ms);
 *  2. server-rendered pages per second, with and without the home's render reuse;
 *  3. the CMS API: composite feed, detail, search (scripts/bench-cms.ts);
 *  4. in Chromium: tap to first frame of a video (bench-video.ts), a 1,000-item feed's scroll (bench-feed-scroll.ts),
 *     the short-video feed's swipe at 60 fps (bench-short-video-swipe.ts).
 *
 *   npm run bench [-- --only=composite,ssr,cms,video,feed,swipe] [-- --duration=5] [-- --connections=10]
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { FIGURE_HEADERS, figureRows } from './bench/autocannon.ts';
import { benchComposite, COMPOSITE_GOAL_MS } from './bench/composite-bench.ts';
import { buildDist } from './bench/serve-app.ts';
import { benchProductionSsr, benchSsr, RICH_ARTICLE_GOAL_PER_S } from './bench/ssr-bench.ts';
import { markdownTable } from './bench/tables.ts';

const SECTIONS = ['composite', 'ssr', 'cms', 'video', 'feed', 'swipe'] as const;
type Section = (typeof SECTIONS)[number];
/** The browser benchmarks and the CMS's own, run as they run alone (`npm run bench:…`). */
const SCRIPTS: Partial<Record<Section, string>> = { cms: 'bench-cms.ts', video: 'bench-video.ts', feed: 'bench-feed-scroll.ts', swipe: 'bench-short-video-swipe.ts' };

const option = (name: string): string | undefined => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option('only')?.split(',') ?? SECTIONS;
const durationS = Number(option('duration') ?? 5);
const connections = Number(option('connections') ?? 10);
const machine = () => `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`;

let failed = false;
if (only.includes('composite')) {
  const rows = await benchComposite();
  console.log(`## Validate + dispatch of a composite answer in node (goal ≤ ${COMPOSITE_GOAL_MS} ms; ${machine()})\n`);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(markdownTable(['what', 'median', 'p95', 'median CPU'], rows.map((row) => [row.name, ms(row.medianMs), ms(row.p95Ms), ms(row.medianCpuMs)])));
  // CPU time: the goal is the resolver's cost, not the machine's other work.
  failed ||= rows.some((row) => row.medianCpuMs > COMPOSITE_GOAL_MS);
}
if (only.includes('ssr')) {
  const { distDir, remove } = await buildDist();
  try {
    const figures = await benchSsr({ distDir, durationS, connections });
    console.log(`\n## Server-rendered pages on loopback (${durationS} s each, ${connections} connections; ${machine()})\n`);
    console.log(markdownTable(FIGURE_HEADERS, figureRows(figures)));
    const production = await benchProductionSsr({ distDir, durationS, connections });
    console.log(`\n## Production mode: one \`npm run serve\` against a stand-in platform (goal: the rich-text article ≥ ${RICH_ARTICLE_GOAL_PER_S} renders/s)\n`);
    console.log(markdownTable(FIGURE_HEADERS, figureRows(production)));
    const rich = production.find((figure) => figure.name.includes('newsId=100003'));
    failed ||= !rich || rich.requestsPerSecond < RICH_ARTICLE_GOAL_PER_S;
  } finally {
    remove();
  }
}
for (const section of SECTIONS) {
  const script = SCRIPTS[section];
  if (!script || !only.includes(section)) continue;
  console.log(`\n## ${section} (scripts/${script})\n`);
  const args = section === 'cms' ? [`--duration=${durationS}`, `--connections=${connections}`] : [];
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exitCode = failed ? 1 : 0;
