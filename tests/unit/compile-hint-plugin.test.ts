import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintPlugin } from '../../scripts/vite-compile-hint-plugin.ts';

type Hook = (...args: unknown[]) => void;
const chunk = (fileName: string, name: string, kind: { isEntry?: boolean; isDynamicEntry?: boolean }) => ({ type: 'chunk', fileName, name, isEntry: false, isDynamicEntry: false, ...kind });

/** Runs the plugin's hooks over a written build the way Vite does: resolved config, bundle, files on disk. */
function runPlugin(files: Record<string, string>, bundle: ReturnType<typeof chunk>[]): string {
  const outDir = mkdtempSync(join(tmpdir(), 'hint-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  const plugin = compileHintPlugin((name) => name === 'feed-plugins' || name.endsWith('Page')) as unknown as Record<string, Hook>;
  plugin.configResolved!({ build: { outDir } });
  plugin.generateBundle!({}, Object.fromEntries(bundle.map((file) => [file.fileName, file])));
  plugin.writeBundle!();
  return outDir;
}

describe('the compile hint on the chunks that run as they load', () => {
  it('heads the entry and the chunks loaded to run at once, not those left cold (the feed chunk, a page) nor plain chunks', () => {
    const dir = runPlugin(
      { 'index.js': 'const a=1;', 'page-services.js': 'export default 1;', 'DetailPage.js': 'export default 2;', 'feed-plugins.js': 'export const v=1;', 'shared.js': 'export const s=1;' },
      [
        chunk('index.js', 'index', { isEntry: true }),
        chunk('page-services.js', 'page-services', { isDynamicEntry: true }),
        chunk('DetailPage.js', 'DetailPage', { isDynamicEntry: true }),
        chunk('feed-plugins.js', 'feed-plugins', { isDynamicEntry: true }),
        chunk('shared.js', 'shared', {}),
      ],
    );
    const firstLine = (name: string) => readFileSync(join(dir, name), 'utf8').split('\n')[0];
    expect(firstLine('index.js')).toBe(COMPILE_HINT);
    expect(firstLine('page-services.js')).toBe(COMPILE_HINT);
    expect(firstLine('DetailPage.js')).toBe('export default 2;');
    expect(firstLine('feed-plugins.js')).toBe('export const v=1;');
    expect(firstLine('shared.js')).toBe('export const s=1;');
    expect(readFileSync(join(dir, 'index.js'), 'utf8')).toBe(`${COMPILE_HINT}\nconst a=1;`);
  });

  it("moves the source map's lines down by the one it adds, so the code still maps to its source", () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACD' };
    const dir = runPlugin({ 'index.js': 'a;\nb;', 'index.js.map': JSON.stringify(map) }, [chunk('index.js', 'index', { isEntry: true })]);
    expect(JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8'))).toEqual({ ...map, mappings: ';AAAA,CAAC;AACD' });
  });
});
