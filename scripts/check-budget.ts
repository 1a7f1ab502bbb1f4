/**
 * Bundle budget: the home route's initial JavaScript (the entry chunk and every chunk it imports
 * statically, i.e. all that loads before first render), gzip, must stay within 90 KB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 90 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = process.env.CMS_DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in dist/.vite/manifest.json: run npm run build');

const initial = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  chunk.imports?.forEach(visit);
};
visit(entry[0]);
// The page loads one language's texts before its first render (src/i18n): count the largest.
const catalogues = Object.entries(manifest).filter(([key]) => key.startsWith('virtual:catalogue/'));
const largestCatalogue = catalogues
  .map(([, chunk]) => chunk.file)
  .toSorted((a, b) => gzipSync(readFileSync(join(dist, b))).length - gzipSync(readFileSync(join(dist, a))).length)[0];
if (!largestCatalogue) throw new Error('no language catalogue chunk in the manifest');
initial.add(largestCatalogue);

let total = 0;
for (const file of initial) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gz`);
}
const verdict = total <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.log(`initial JS of the home route: ${(total / 1024).toFixed(1)} KB gz (${verdict} the ${INITIAL_JS_BUDGET_BYTES / 1024} KB budget)`);
if (total > INITIAL_JS_BUDGET_BYTES) process.exit(1);
