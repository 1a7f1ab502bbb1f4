import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { precacheListOf } from '../core/platform/offline/offline-rules.ts';
import { SERVICE_WORKER_FILE } from '../server/service-worker-file.ts';

/** The offline worker's source (written to SERVICE_WORKER_FILE at the build's root, where src/offline/offline-reading.ts registers it). */
const WORKER_SOURCE = fileURLToPath(new URL('../src/offline/service-worker.ts', import.meta.url));

/**
 * Builds the offline worker (issue 28 item 5) as one classic script, `dist/sw.js`, with this release's
 * app files (the entry, its styles, the texts: from the build's manifest) and a release id made from
 * them and the worker's code: a new release is a new worker file, which the browser installs beside
 * the old one and uses from the next visit. Not hashed in its name: its address must stay the same.
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'city-reader:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Parameters<typeof precacheListOf>[0];
      const precache = precacheListOf(manifest);
      const bundle = async (release: string) =>
        (
          await build({
            entryPoints: [WORKER_SOURCE],
            bundle: true,
            write: false,
            format: 'iife',
            // The browser floor (README): the worker runs in the same browsers as the pages.
            target: 'es2020',
            minify: true,
            define: { OFFLINE_PRECACHE: JSON.stringify(precache), OFFLINE_RELEASE: JSON.stringify(release) },
          })
        ).outputFiles[0]!.text;
      const release = createHash('sha256').update(await bundle('')).digest('hex').slice(0, 12);
      writeFileSync(join(outDir, SERVICE_WORKER_FILE), await bundle(release));
    },
  };
}
