/** autocannon in its own process (so the calling process's CPU time is the server's), its JSON read back. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');

/** What autocannon --json reports (the fields used here). */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface Load {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: object;
  durationS: number;
  connections: number;
}

export function autocannon(url: string, load: Load): Promise<AutocannonResult> {
  const args = [AUTOCANNON, '--json', '-c', String(load.connections), '-d', String(load.durationS), '-m', load.method];
  for (const [name, value] of Object.entries(load.headers)) args.push('-H', `${name}=${value}`);
  if (load.body) args.push('-b', JSON.stringify(load.body));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as AutocannonResult) : reject(new Error(`autocannon exited with ${code}: ${err}`))));
  });
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  /** Server CPU (user + system) per answered request, when the server runs in this process. */
  cpuMicros: number;
}

/** Loads `url` with autocannon after `warmUp` sequential requests; the server must run in this process. */
export async function measureServer(name: string, url: string, load: Load, warmUp: number): Promise<Figures> {
  const init: RequestInit = { method: load.method, headers: load.headers, body: load.body ? JSON.stringify(load.body) : undefined };
  for (let i = 0; i < warmUp; i++) await (await fetch(url, init)).arrayBuffer();
  const cpuBefore = process.cpuUsage();
  const result = await autocannon(url, load);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMicros: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

/** The figures as markdown table rows: req/s, p99, server CPU per request and the rate one free core would give. */
export const figureRows = (figures: readonly Figures[]): string[][] =>
  figures.map((f) => [f.name, f.requestsPerSecond.toFixed(0), `${f.p99Ms} ms`, `${f.cpuMicros.toFixed(0)} µs`, `${(1e6 / f.cpuMicros).toFixed(0)}`, String(f.failures)]);
export const FIGURE_HEADERS = ['what', 'req/s', 'p99', 'server CPU/req', 'req/s on 1 free core', 'failed'] as const;
