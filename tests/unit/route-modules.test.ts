import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../../src/routes/route-modules.ts';

const root = join(import.meta.dirname, '..', '..');
const routeTable = readFileSync(join(root, 'src', 'routes', 'route-table.tsx'), 'utf8');
/** The pages the route table loads lazily, as the manifest names them; developers' pages (devOnly) aside. */
const lazyPages = new Set(
  [...routeTable.matchAll(/^.*import\('\.\.\/(pages\/[^']+)'\).*$/gm)].filter((m) => !m[0].includes('devOnly(')).map((m) => `src/${m[1]}`),
);

describe('the page module of each route (what the server preloads with its HTML)', () => {
  it('names only modules the route table loads, for paths it routes', () => {
    for (const [path, module] of Object.entries(ROUTE_MODULES)) {
      expect(lazyPages, path).toContain(module);
      expect(routeTable.includes(`'${path}'`) || path in ROUTE_PATH_CONSTANTS, path).toBe(true);
    }
  });

  it('covers every page the route table loads lazily for readers', () => {
    const covered = new Set(Object.values(ROUTE_MODULES));
    expect([...lazyPages].filter((module) => !covered.has(module) && !UNPRELOADED.has(module))).toEqual([]);
  });
});

/** Routes the table names through constants (core/detail, core/video). */
const ROUTE_PATH_CONSTANTS: Record<string, true> = { '/details': true, '/zhcs-details': true, '/primitiveDetails': true, '/videoDetail': true, '/shortVideo': true };
/** Pages reached with a path pattern or by redirect: no single path to preload them for. */
const UNPRELOADED = new Set(['src/pages/OpenUrlPage.tsx', 'src/pages/details/ContentMissingPage.tsx']);
