import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled as the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of the chunks whose code nearly all runs once they load:
 * the entry (React's renderer, app start) and what is loaded on its own to run at once (the page's
 * services, the analytics SDK, a player). Without it V8 compiles each function on the main thread the
 * first time it runs: during hydration, in tasks a reader's tap waits behind. With it, the compiling
 * happens on the streaming thread while the file downloads. Not the chunks that group code for many
 * uses (the feed chunk holds the validators of every schema, and every card a page may never show; so
 * do the editors' validators), and not the pages' own chunks (`leftCold`, vite.config.ts says why).
 *
 * After the build has written its files (Vite adds its preload-map line to the top when it
 * generates the bundle), before they are precompressed; a source map gains one empty line.
 */
export function compileHintPlugin(leftCold: (name: string) => boolean): Plugin {
  let outDir = 'dist';
  let entries: string[] = [];
  return {
    name: 'city-reader:compile-hint',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      entries = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' && (file.isEntry || file.isDynamicEntry) && !leftCold(file.name) ? [file.fileName] : [],
      );
    },
    writeBundle() {
      for (const fileName of entries) {
        const path = join(outDir, fileName);
        writeFileSync(path, `${COMPILE_HINT}\n${readFileSync(path, 'utf8')}`);
        const mapPath = `${path}.map`;
        if (!existsSync(mapPath)) continue;
        const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { mappings: string };
        writeFileSync(mapPath, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
