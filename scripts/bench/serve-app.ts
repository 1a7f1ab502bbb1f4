/** Serves a build of the app (made here into a temporary folder, or given) with the local CMS on a fresh seeded database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cityNamed } from '../../cities/by-name.ts';
import { build } from 'vite';

/** Not a spec number: the ports the benchmark may use (clear of dev 5173/5174, e2e 5199 and tests' 5300-5309). */
export const BENCH_PORTS = [5330, 5331, 5332, 5333, 5334, 5335, 5336, 5337, 5338, 5339] as const;
const READY_TIMEOUT_MS = 60_000;

const ROOT = join(import.meta.dirname, '..', '..');

export interface ServedApp {
  origin: string;
  stop: () => Promise<void>;
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });

async function freePort(): Promise<number> {
  for (const port of BENCH_PORTS) if (await portFree(port)) return port;
  throw new Error(`no free port in ${BENCH_PORTS[0]}-${BENCH_PORTS.at(-1)}`);
}

/**
 * Our own server's word that it listens (cms/main.ts prints its address): a port found free can be taken
 * by another run's server (CI beside a benchmark) before ours binds it, and that one would answer too.
 */
function ownServerListening(origin: string, server: ChildProcess): Promise<boolean> {
  return new Promise((resolve) => {
    let printed = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes(`${origin}/`)) resolve(true);
    });
    server.once('exit', () => resolve(false));
  });
}

async function waitUntilReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  if (!(await ownServerListening(origin, server))) throw new PortTaken(origin);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the CMS exited with code ${server.exitCode}`);
    const ok = await fetch(`${origin}/api/cms/client/category/getCategoryCompositeData?categoryCode=${cityNamed().newsCategory}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the CMS did not answer on ${origin} within ${READY_TIMEOUT_MS} ms`);
}

/** Our server exited before it listened: most likely the port was taken meanwhile. */
class PortTaken extends Error {}

/** cms/main.ts serving an existing build (`distDir`) with the local CMS on a fresh seeded database. */
export async function serveDist(distDir: string, env: Record<string, string> = {}): Promise<ServedApp> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await serveDistOnce(distDir, env);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === BENCH_PORTS.length) throw error;
    }
  }
}

async function serveDistOnce(distDir: string, env: Record<string, string>): Promise<ServedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cms-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['--import', 'tsx', 'cms/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', CMS_DIST_DIR: distDir, CMS_DATA_DIR: dataDir },
    });
    const stop = async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      removeData();
    };
    try {
      await waitUntilReady(origin, server);
    } catch (error) {
      await stop();
      throw error;
    }
    return { origin, stop };
  } catch (error) {
    removeData();
    throw error;
  }
}

/** `vite build` and the server renderer (as `npm run build` makes them) into a temporary folder; `remove` deletes it. */
export async function buildDist(): Promise<{ distDir: string; remove: () => void }> {
  // Inside the project: the server renderer imports jsdom from the project's node_modules.
  const distDir = mkdtempSync(join(ROOT, '.bench-dist-'));
  const remove = () => rmSync(distDir, { recursive: true, force: true });
  try {
    const config = { root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' as const };
    await build({ ...config, build: { outDir: distDir, emptyOutDir: true } });
    await build({ ...config, logLevel: 'error', build: { ssr: 'src/ssr/server-entry.tsx', outDir: join(distDir, 'ssr'), emptyOutDir: true } });
    return { distDir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** buildDist, then serveDist on it: the home is served as readers get it. */
export async function buildAndServe(env: Record<string, string> = {}): Promise<ServedApp> {
  const { distDir, remove } = await buildDist();
  try {
    const app = await serveDist(distDir, env);
    return {
      origin: app.origin,
      stop: async () => {
        await app.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
