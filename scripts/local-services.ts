import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/*
 * Services the edge, WebKit and benchmark runs start on this machine: free ports, a local CMS on a
 * fresh seeded database (scripts/e2e-server.mjs), and the wait for an address to answer.
 */

const root = join(import.meta.dirname, '..');

/** A port nobody listens on now (a process left over from another run must not answer for ours). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether `url` answers 200 now. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export async function waitUntilAnswers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The built app with the local CMS on a fresh seeded database, on `port` (removed when it exits). */
export function startLocalCms(port: number, stdio: StdioOptions = 'ignore'): ChildProcess {
  return spawn(process.execPath, ['scripts/e2e-server.mjs'], { cwd: root, stdio, env: { ...process.env, PORT: String(port) } });
}
