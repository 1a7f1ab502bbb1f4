/**
 * Soak (not part of `npm test`; issue 26 item 6): about RATE mixed requests a second for SOAK_SECONDS
 * through the edge (`npm run serve:edge`, two instances) against a local CMS standing in for the
 * platform: pages (the home, articles, search), API answers, and a signed-in reader's share signature.
 * Prints errors, latency and the instances' resident memory before and after; exits 1 on any error
 * or memory growth over MEMORY_GROWTH_LIMIT.
 *
 *   npm run soak:edge [-- --seconds=600] [-- --rate=200]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cityNamed } from '../cities/by-name.ts';
import { freePort, startLocalCms, waitUntilAnswers } from './local-services.ts';

/** Issue 26: resident memory of the instances grows by at most this share over the soak. */
export const MEMORY_GROWTH_LIMIT = 0.15;
/** Requests before memory is first read: the caches and the JIT have settled. */
const WARM_UP_REQUESTS = 2000;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const seconds = Number(option('seconds') ?? 600);
const rate = Number(option('rate') ?? 200);
const root = join(import.meta.dirname, '..');
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

interface Call {
  path: string;
  init?: RequestInit;
}
const ARTICLES = Array.from({ length: 20 }, (_, i) => 100001 + i);
const SHARE: RequestInit = {
  method: 'POST',
  headers: { token: 'token-reader-0001', 'content-type': 'application/json' },
  body: JSON.stringify({ url: 'https://h5.example.cn/details?newsId=100001', timestamp: 1_700_000_000, nonceStr: 'soak' }),
};
/** The mix: mostly pages and feed answers, as readers make them. */
function call(n: number): Call {
  const article = ARTICLES[n % ARTICLES.length]!;
  const mix: Call[] = [
    { path: '/' },
    { path: `/details?newsId=${article}` },
    { path: `/details?newsId=${article}`, init: { headers: { 'accept-language': 'en-US' } } },
    { path: `/search?text=${encodeURIComponent('长沙')}` },
    { path: `/api/cms/client/category/getCategoryCompositeData?categoryCode=${cityNamed().newsCategory}` },
    { path: `/api/cms/client/content/getDetail/${article}` },
    { path: `/api/cms/client/content/getDetail/${article}`, init: { headers: { token: 'token-reader-0002' } } },
    { path: '/api/data-platform/wechat/getSign', init: SHARE },
  ];
  return mix[n % mix.length]!;
}

const rssOf = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const platformPort = await freePort();
children.push(startLocalCms(platformPort));
await waitUntilAnswers(`http://127.0.0.1:${platformPort}/healthz`, 90_000);
const port = await freePort();
let log = '';
const edge = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-edge.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: String(port), INSTANCES: '2', CMS_UPSTREAM: `http://127.0.0.1:${platformPort}` },
});
children.push(edge);
edge.stdout.on('data', (chunk: Buffer) => void (log.length < 100_000 && (log += chunk.toString())));
const base = `http://127.0.0.1:${port}`;
await waitUntilAnswers(`${base}/healthz`, 120_000);
const pids = [...log.matchAll(/edge: instance on \d+: pid (\d+)/g)].map((m) => Number(m[1]));

let sent = 0;
let errors = 0;
const failures = new Map<string, number>();
const latencies: number[] = [];
async function send(n: number): Promise<void> {
  const { path, init } = call(n);
  const started = performance.now();
  try {
    const answer = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    await answer.arrayBuffer();
    if (answer.status >= 400) throw new Error(`${answer.status}`);
  } catch (error) {
    errors++;
    const key = `${path.split('?')[0]} ${error instanceof Error ? error.message : 'error'}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  latencies.push(performance.now() - started);
}

for (let i = 0; i < WARM_UP_REQUESTS; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => send(i + j)));
errors = 0;
failures.clear();
latencies.length = 0;
const before = pids.map(rssOf);
const started = performance.now();
const inFlight = new Set<Promise<void>>();
// Paced: request n goes at n / rate seconds, whatever the answers take.
while (performance.now() - started < seconds * 1000) {
  const due = started + (sent / rate) * 1000;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const pending = send(sent++);
  inFlight.add(pending);
  void pending.finally(() => inFlight.delete(pending));
}
await Promise.all(inFlight);
const elapsedS = (performance.now() - started) / 1000;
const after = pids.map(rssOf);
// The edge drains before this process goes: its output still has somewhere to go.
const edgeGone = new Promise((resolve) => edge.once('exit', resolve));
edge.kill('SIGTERM');
await edgeGone;

latencies.sort((a, b) => a - b);
const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const growth = after.reduce((a, b) => a + b, 0) / before.reduce((a, b) => a + b, 0) - 1;
console.log(`\n## Soak through the edge: ${sent} requests in ${elapsedS.toFixed(0)} s (${(sent / elapsedS).toFixed(0)}/s), 2 instances\n`);
console.log('| errors | p50 | p99 | instances\' resident memory before → after | growth |');
console.log('| --- | --- | --- | --- | --- |');
console.log(`| ${errors} | ${p(0.5)} ms | ${p(0.99)} ms | ${before.map(mb).join(' + ')} MB → ${after.map(mb).join(' + ')} MB | ${(growth * 100).toFixed(1)} % |`);
for (const [what, count] of failures) console.log(`✗ ${what}: ${count}`);
process.exit(errors === 0 && growth <= MEMORY_GROWTH_LIMIT ? 0 : 1);
