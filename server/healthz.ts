import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from './config.ts';

/*
 * GET /healthz: is this process up and serving, and which build. It asks nothing of the content
 * platform: a load balancer probing every instance would otherwise take them all out when the
 * platform stumbles (the pages still render in the browser, the assets still serve) and add its own
 * load to the platform. `?deep=1` does ask, once, for a check made by hand or by a readiness probe
 * that wants it.
 */

export interface Health {
  ok: boolean;
  version: string;
  /** The build served: a hash of dist/index.html (it names every hashed asset), null without a build. */
  build: string | null;
  /** 'local' (`npm start`'s own CMS) or 'upstream' (production mode). */
  cms: 'local' | 'upstream';
  /** With ?deep=1 in production mode: did the platform answer, and how fast. */
  upstream?: { reachable: boolean; ms: number };
}

const APP_VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export function buildId(distDir: string | undefined): string | null {
  const index = distDir ? join(distDir, 'index.html') : null;
  return index && existsSync(index) ? createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 12) : null;
}

export interface HealthOptions {
  distDir?: string;
  cms: Health['cms'];
  /** Production mode: one call to the platform, true when it answered. */
  probeUpstream?: () => Promise<boolean>;
}

export function healthRoute(app: FastifyInstance, { distDir, cms, probeUpstream }: HealthOptions): void {
  const facts = { version: APP_VERSION, build: buildId(distDir), cms };
  app.get<{ Querystring: { deep?: string } }>('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.query.deep !== '1' || !probeUpstream) return { ok: true, ...facts } satisfies Health;
    const started = performance.now();
    const reachable = await probeUpstream();
    const health: Health = { ok: reachable, ...facts, upstream: { reachable, ms: Math.round(performance.now() - started) } };
    return reply.code(reachable ? 200 : 503).send(health);
  });
}
