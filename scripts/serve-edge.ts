/**
 * `npm run serve:edge`: Varnish (deploy/varnish/default.vcl, the VCL a deployment uses) on PORT in
 * front of INSTANCES production servers (`npm run serve`, server/serve.ts), each probed on /healthz.
 * An instance that stops is taken out by its probe, started again, and taken back in. SIGTERM or
 * SIGINT stops Varnish, then drains every instance. Environment: PORT (5173), HOST, INSTANCES (the
 * number of cores), EDGE_TTL, CMS_UPSTREAM and the others as for `npm run serve`; EDGE_MEMORY
 * (Varnish's storage, 256m).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendsVcl } from './edge/edge-parts.ts';
import { freePort, waitUntilAnswers } from './local-services.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
const count = Math.max(1, Number(process.env.INSTANCES ?? availableParallelism()) || 1);
const VARNISHD = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((path) => existsSync(path));

function findVarnish(): string {
  if (VARNISHD) return VARNISHD;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    console.log("No Varnish found: installing Debian's varnish...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('sh', ['-c', 'apt-get install -y -qq varnish >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq varnish >/dev/null; }'], { stdio: 'inherit', env });
    // Debian's package starts its own service on port 6081: ours runs apart, in the foreground.
    spawnSync('sh', ['-c', 'command -v systemctl >/dev/null && systemctl stop varnish varnishncsa 2>/dev/null || service varnish stop 2>/dev/null || true']);
    if (existsSync('/usr/sbin/varnishd')) return '/usr/sbin/varnishd';
  }
  console.error("No Varnish found: install it (e.g. 'sudo apt-get install varnish').");
  process.exit(2);
}

if (!process.env.CMS_UPSTREAM) {
  console.error("CMS_UPSTREAM is not set: give the content platform's address, e.g. CMS_UPSTREAM=https://cms.example.cn npm run serve:edge");
  process.exit(2);
}
const varnishd = findVarnish();
const work = mkdtempSync(join(tmpdir(), 'city-edge-'));
// Varnish compiles the VCL as its own unprivileged user: the folder must be readable to it.
chmodSync(work, 0o755);
let stopping = false;
const instances: { port: number; child: ChildProcess | null }[] = [];

function startInstance(slot: { port: number; child: ChildProcess | null }): void {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, PORT: String(slot.port), HOST: '127.0.0.1' } });
  slot.child = child;
  console.log(`edge: instance on ${slot.port}: pid ${child.pid}`);
  child.on('exit', (code, signal) => {
    slot.child = null;
    if (stopping) return;
    // Its probe takes it out meanwhile; started again, the probe takes it back in.
    console.error(`edge: instance on ${slot.port} stopped (${signal ?? code}); starting it again`);
    setTimeout(() => !stopping && startInstance(slot), 1000);
  });
}

for (let i = 0; i < count; i++) instances.push({ port: await freePort(), child: null });
instances.forEach(startInstance);
await Promise.all(instances.map(({ port: instancePort }) => waitUntilAnswers(`http://127.0.0.1:${instancePort}/healthz`, 60_000)));
writeFileSync(join(work, 'backends.vcl'), backendsVcl(instances.map(({ port: instancePort }) => instancePort)));
// Varnish compiles as its own unprivileged user, who may not read the project's folder (a clone in a
// private temporary folder): the VCL goes beside backends.vcl.
copyFileSync(join(root, 'deploy', 'varnish', 'default.vcl'), join(work, 'default.vcl'));
const memory = process.env.EDGE_MEMORY ?? '256m';
const varnish = spawn(
  varnishd,
  // vcl_path before -f: the VCL's `include "backends.vcl"` is looked up there when it is compiled.
  ['-F', '-n', join(work, 'varnish'), '-a', `${host}:${port}`, '-p', `vcl_path=${work}`, '-f', join(work, 'default.vcl'), '-s', `malloc,${memory}`],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
varnish.on('exit', (code) => {
  if (!stopping) {
    console.error(`edge: varnishd exited (${code})`);
    void stop(1);
  }
});
await waitUntilAnswers(`http://${host}:${port}/healthz`, 60_000);
console.log(`city reader edge on http://${host}:${port}/: Varnish in front of ${count} instance(s) (${instances.map((i) => i.port).join(', ')}), content from ${process.env.CMS_UPSTREAM}`);

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Varnish first (no new requests reach the instances), and gone before its folder is removed.
  const varnishGone = varnish.exitCode === null ? new Promise((resolve) => varnish.once('exit', resolve)) : null;
  varnish.kill('SIGTERM');
  await varnishGone;
  // Each instance finishes what it is answering (server/shutdown.ts), then exits.
  await Promise.all(
    instances.map(({ child }) => (child ? new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }) : null)),
  );
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
