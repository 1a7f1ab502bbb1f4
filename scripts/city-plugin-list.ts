import type { CityPlugins } from '../cities/city.ts';

/*
 * Issue 27 item 5: a city's build registers the plugins its city file names, and no others. The lists
 * of each kind (plugins/<kind>/index.ts) stay the catalogue of every plugin; the build takes out of
 * them, before bundling, the imports of the folders the city leaves out and their names from the list,
 * so the city's bundle neither registers nor carries them (and the rendering plugins' registrations,
 * a chunk of their own, pay not one byte for the choice).
 */

export const PLUGIN_KINDS = ['panels', 'cards', 'openers', 'players'] as const satisfies readonly (keyof CityPlugins)[];
/** The list of one kind: plugins/<kind>/index.ts. */
export const KIND_LIST = /\/plugins\/(panels|cards|openers|players)\/index\.ts$/;
/** `import { a, b } from './folder/…';` (a plugin's registration; never `import type`). */
const PLUGIN_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'\.\/([\w-]+)\/[^']+';[ \t]*\n?/g;

/** The folders a list imports its plugins from. */
export function foldersOf(code: string): string[] {
  return [...code.matchAll(PLUGIN_IMPORT)].map((match) => match[2]!);
}

/**
 * The list of `kind` keeping the plugins of `kept` folders only. A folder the city names that the
 * list has not is an error (a typo would otherwise leave a panel unregistered without a word).
 */
export function keepCityPlugins(code: string, kind: keyof CityPlugins, kept: readonly string[]): string {
  const folders = foldersOf(code);
  const unknown = kept.filter((folder) => !folders.includes(folder));
  if (unknown.length > 0) throw new Error(`the city's plugins name ${unknown.map((folder) => `${kind}/${folder}`).join(', ')}, which plugins/${kind}/index.ts does not list (it has ${folders.join(', ')})`);
  const dropped: string[] = [];
  let out = code.replace(PLUGIN_IMPORT, (line, names: string, folder: string) => {
    if (kept.includes(folder)) return line;
    dropped.push(...names.split(',').map((name) => name.trim()).filter(Boolean));
    return '';
  });
  for (const name of dropped) out = out.replace(new RegExp(`\\b${name}\\b\\s*,?\\s*`, 'g'), '');
  return out;
}
