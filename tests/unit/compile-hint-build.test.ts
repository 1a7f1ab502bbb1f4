import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/vite-compile-hint-plugin.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const hinted = (file: string) => readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);

/** Issue 31: with the hint, a server-rendered page's own chunk made its long tasks after the first paint about a fifth longer. */
describe.skipIf(!existsSync(manifestPath))('the compile hint in the production build (dist/, made by npm test before this runs)', () => {
  it("heads the entry and the page's services, and no page's own chunk", () => {
    const chunks = Object.values(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>);
    const entry = chunks.find((chunk) => chunk.isEntry);
    const pages = chunks.filter((chunk) => chunk.isDynamicEntry && /\/[A-Z]\w*Page\.tsx$/.test(chunk.src ?? ''));
    const services = chunks.find((chunk) => chunk.src?.endsWith('src/services/page-services.ts'));
    expect(pages.length).toBeGreaterThan(10);
    expect([entry && hinted(entry.file), services && hinted(services.file)]).toEqual([true, true]);
    expect(pages.filter((page) => hinted(page.file)).map((page) => page.src)).toEqual([]);
  });
});
