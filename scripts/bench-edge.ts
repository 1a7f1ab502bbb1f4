/**
 * Benchmark (not a test), issue 26 item 5: anonymous pages through the edge (`npm run serve:edge`:
 * Varnish in front of the production instances) against one instance answering directly, in one run,
 * with a local CMS in a process of its own standing in for the platform, whose calls are counted.
 * Prints one markdown table; exits 1 when the edge gives less than EDGE_GOAL_RATIO times one
 * instance's requests/s, or asks the platform more than once per page and TTL.
 *
 *   npm run bench:edge [-- --duration=10] [-- --connections=50]   (after npm run build)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { autocannon } from './bench/autocannon.ts';
import { freePort, startLocalCms, waitUntilAnswers } from './local-services.ts';
import { markdownTable } from './bench/tables.ts';

/** Issue 26's goals: the edge at least this many times one instance's requests/s for anonymous pages... */
export const EDGE_GOAL_RATIO = 10;
/** ...and at most this many platform calls per page and TTL. */
export const PLATFORM_CALLS_PER_PAGE_PER_TTL = 1;
const PAGES = ['/', '/details?newsId=100003'] as const;
/** What Chromium on a phone sends. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'zh-CN,zh;q=0.9', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/150 Mobile' };

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const durationS = Number(option('duration') ?? 10);
/** The edge's TTL in this run (serve-edge's default): the runs are shorter, so a kept page is never refreshed in one. */
const EDGE_TTL_S = 60;
const connections = Number(option('connections') ?? 50);
const root = join(import.meta.dirname, '..');
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

/** The stand-in platform, counting the calls it answers (its request log: one JSON line each). */
async function startPlatform(): Promise<{ origin: string; calls: () => number }> {
  const port = await freePort();
  const child = startLocalCms(port, ['ignore', 'pipe', 'ignore']);
  children.push(child);
  let calls = 0;
  child.stdout!.on('data', (chunk: Buffer) => (calls += (chunk.toString().match(/"path":"\/(api|content)\//g) ?? []).length));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswers(`${origin}/healthz`, 90_000);
  return { origin, calls: () => calls };
}

async function start(command: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...command], { cwd: root, stdio: 'ignore', env: { ...process.env, ...env } });
  children.push(child);
  await waitUntilAnswers(ready, 120_000);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

interface Row {
  setup: string;
  page: string;
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
  callsPer1000: number;
  /** Platform calls during the run, per TTL the run lasted (the page was asked for once before it). */
  callsPerTtl: number;
}

async function measure(setup: string, origin: string, platform: { calls: () => number }): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of PAGES) {
    // Warmed once, as a page that readers already asked for.
    await (await fetch(`${origin}${page}`, { headers: BROWSER_HEADERS })).arrayBuffer();
    const before = platform.calls();
    const result = await autocannon(`${origin}${page}`, { method: 'GET', headers: BROWSER_HEADERS, durationS, connections });
    const calls = platform.calls() - before;
    rows.push({
      setup,
      page,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      callsPer1000: (calls / Math.max(1, result.requests.total)) * 1000,
      callsPerTtl: calls / Math.max(1, durationS / EDGE_TTL_S),
    });
  }
  return rows;
}

const platform = await startPlatform();
const env = { CMS_UPSTREAM: platform.origin, HOST: '127.0.0.1', EDGE_TTL: String(EDGE_TTL_S) };
const rows: Row[] = [];
{
  const port = await freePort();
  const instance = await start(['server/serve.ts'], { ...env, PORT: String(port) }, `http://127.0.0.1:${port}/healthz`);
  rows.push(...(await measure('one instance, directly', `http://127.0.0.1:${port}`, platform)));
  await stop(instance);
}
for (const instances of [1, 2]) {
  const port = await freePort();
  const edge = await start(['scripts/serve-edge.ts'], { ...env, PORT: String(port), INSTANCES: String(instances) }, `http://127.0.0.1:${port}/healthz`);
  rows.push(...(await measure(`the edge, ${instances} instance${instances > 1 ? 's' : ''}`, `http://127.0.0.1:${port}`, platform)));
  await stop(edge);
}

const direct = new Map(rows.filter((row) => row.setup.startsWith('one')).map((row) => [row.page, row.requestsPerSecond]));
console.log(`\n## Anonymous pages through the edge and directly (${durationS} s each, ${connections} connections; EDGE_TTL ${EDGE_TTL_S} s; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)})\n`);
console.log(
  markdownTable(
    ['setup', 'page', 'req/s', 'p99', '× one instance', 'platform calls / 1,000 views', 'platform calls / page / TTL', 'failed'],
    rows.map((row) => [
      row.setup,
      `\`${row.page}\``,
      row.requestsPerSecond.toFixed(0),
      `${row.p99Ms} ms`,
      (row.requestsPerSecond / (direct.get(row.page) ?? 1)).toFixed(1),
      row.callsPer1000.toFixed(2),
      row.callsPerTtl.toFixed(2),
      String(row.failed),
    ]),
  ),
);
const edgeRows = rows.filter((row) => row.setup.startsWith('the edge'));
const tooSlow = edgeRows.filter((row) => row.requestsPerSecond < EDGE_GOAL_RATIO * (direct.get(row.page) ?? Infinity));
const tooChatty = edgeRows.filter((row) => row.callsPerTtl > PLATFORM_CALLS_PER_PAGE_PER_TTL);
for (const row of tooSlow) console.log(`✗ ${row.setup} ${row.page}: under ${EDGE_GOAL_RATIO}× one instance`);
for (const row of tooChatty) console.log(`✗ ${row.setup} ${row.page}: asks the platform more than once per page and TTL`);
process.exit(tooSlow.length + tooChatty.length > 0 ? 1 : 0);
