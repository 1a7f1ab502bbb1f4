/**
 * Bundle budget: the home route's initial JavaScript (the entry chunk and every chunk it imports
 * statically, i.e. all that loads before first render), gzip, must stay within 90 KB. Then, for each
 * lazy page of the route table, the chunks it loads when opened: none may carry hls.js or howler,
 * which load only when something plays.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 90 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Modules only a player may load, when something plays (issue 14: no route's initial JS carries them). */
export const PLAY_ONLY_MODULES = [/node_modules\/hls\.js\//, /node_modules\/howler\//];

const dist = process.env.CMS_DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in dist/.vite/manifest.json: run npm run build');

/** A chunk's file and every chunk it imports statically (what loads with it), as manifest keys. */
function closure(start: string): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit(start);
  return keys;
}
const entryKeys = closure(entry[0]);
const initial = new Set([...entryKeys].map((key) => manifest[key]!.file));
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

// Each lazy page of the route table: the chunks it adds to the entry's when opened.
const routeTable = readFileSync(join(import.meta.dirname, '..', 'src', 'routes', 'route-table.tsx'), 'utf8');
const pages = [...routeTable.matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)].map((m) => `src/${m[1]}`);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let carriesPlayer = false;
console.log('\nchunks each lazy page loads besides the entry (gzip):');
for (const page of pages) {
  const own = [...closure(page)].filter((key) => !entryKeys.has(key));
  const player = own.filter((key) => PLAY_ONLY_MODULES.some((pattern) => pattern.test(key)));
  carriesPlayer ||= player.length > 0;
  const size = own.reduce((sum, key) => sum + gz(manifest[key]!.file), 0);
  const files = own.map((key) => manifest[key]!.file.replace(/^assets\//, '')).join(', ');
  console.log(`  ${page}: ${(size / 1024).toFixed(1)} KB — ${files}${player.length ? `  ← CARRIES ${player.join(', ')}` : ''}`);
}
if (carriesPlayer) console.log('a page loads hls.js or howler before anything plays: they must load only on play');
if (total > INITIAL_JS_BUDGET_BYTES || carriesPlayer) process.exit(1);
