/**
 * The edge in `npm test` (issue 26 item 4): `npm run serve:edge` as a deployment runs it, Debian's
 * Varnish (deploy/varnish/default.vcl) in front of two production instances, against a local CMS
 * standing in for the platform. What readers and operators rely on, checked over HTTP: shared
 * anonymous pages (HIT after MISS, per language and kind of browser), personal requests never stored,
 * an instance that stops taken out and back in, the last good page while the platform is down, and a
 * drain on SIGTERM. Prints a table and writes .reports/edge.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answers, freePort, startLocalCms } from '../../scripts/local-services.ts';
import { EDGE_CHECKS, type EdgeContext } from './edge-checks.ts';
import { waitFor } from '../support/wait-for.ts';

const root = join(import.meta.dirname, '..', '..');
/** Short, so that the checks of an expired page do not wait a minute. */
const TEST_EDGE_TTL_S = 2;

async function main(): Promise<number> {
  const upstreamPort = await freePort();
  const edgePort = await freePort();
  let upstream = startLocalCms(upstreamPort);
  await waitFor('the stand-in platform', () => answers(`http://127.0.0.1:${upstreamPort}/healthz`), 90_000);
  const output: string[] = [];
  const edge = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-edge.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(edgePort), INSTANCES: '2', EDGE_TTL: String(TEST_EDGE_TTL_S), CMS_UPSTREAM: `http://127.0.0.1:${upstreamPort}` },
  });
  edge.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  edge.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const rows: { name: string; ok: boolean; detail: string; ms: number }[] = [];
  try {
    await waitFor('the edge', () => answers(`http://127.0.0.1:${edgePort}/healthz`), 120_000).catch((error: unknown) => {
      console.log(`The edge's output:\n${output.join('').split('\n').filter((line) => !line.includes('"/healthz"')).slice(-40).join('\n')}`);
      throw error;
    });
    const context: EdgeContext = {
      base: `http://127.0.0.1:${edgePort}`,
      edge,
      ttlS: TEST_EDGE_TTL_S,
      log: () => output.join(''),
      stopUpstream: async () => {
        upstream.kill('SIGTERM');
        await waitFor('the platform to be down', async () => !(await answers(`http://127.0.0.1:${upstreamPort}/healthz`)), 30_000);
      },
      startUpstream: async () => {
        upstream = startLocalCms(upstreamPort);
        await waitFor('the platform to be back', () => answers(`http://127.0.0.1:${upstreamPort}/healthz`), 90_000);
      },
    };
    for (const [name, check] of EDGE_CHECKS) {
      const started = Date.now();
      try {
        rows.push({ name, ok: true, detail: await check(context), ms: Date.now() - started });
      } catch (error) {
        rows.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error), ms: Date.now() - started });
      }
      const row = rows.at(-1)!;
      console.log(`${row.ok ? '✓' : '✗'} ${row.name} (${row.ms} ms) ${row.detail}`);
    }
  } finally {
    if (edge.exitCode === null) edge.kill('SIGTERM');
    upstream.kill('SIGTERM');
  }
  const passed = rows.filter((row) => row.ok).length;
  const failed = rows.length - passed;
  mkdirSync(join(root, '.reports'), { recursive: true });
  writeFileSync(join(root, '.reports', 'edge.json'), JSON.stringify({ passed, failed, rows }, null, 2));
  console.log(`\nEdge: ${passed} passed, ${failed} failed`);
  if (failed > 0) console.log(`\nThe edge's output:\n${output.join('').split('\n').filter((line) => !line.includes('"/healthz"')).slice(-40).join('\n')}`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The edge run could not start:', error);
    mkdirSync(join(root, '.reports'), { recursive: true });
    writeFileSync(join(root, '.reports', 'edge.json'), JSON.stringify({ passed: 0, failed: 1, rows: [] }));
    process.exit(1);
  },
);
