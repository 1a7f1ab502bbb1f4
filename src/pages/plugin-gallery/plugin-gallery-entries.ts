import { CMS_SUCCESS_CODE } from '../../../core/engine/render/composite.ts';
import type { Plugin } from '../../../core/engine/registry/types.ts';

/** A plugin's fixture file (`x.fixture.ts` beside `x.plugin.ts`): examples its schema accepts and refuses. */
export interface PluginGalleryFixture {
  valid: readonly unknown[];
  invalid?: readonly unknown[];
  /** A plugin that fetches its own data (a ranking panel): the data each GET path answers, in the gallery too. */
  answers?: Readonly<Record<string, unknown>>;
}

/** A registered plugin, where it lives and its fixture (undefined when the folder has none). */
export interface PluginGalleryEntry {
  plugin: Plugin;
  folder: string | null;
  fixture: PluginGalleryFixture | undefined;
}

// Eager inside the gallery's own lazy chunk: the home route never loads these.
const pluginModules = import.meta.glob<Record<string, unknown>>('../../../plugins/**/*.plugin.ts', { eager: true });
const fixtureModules = import.meta.glob<PluginGalleryFixture>('../../../plugins/**/*.fixture.ts', { eager: true, import: 'default' });

const folderOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));
/** "../../../plugins/cards/vote" → "plugins/cards/vote". */
const shown = (folder: string): string => folder.replace(/^(\.\.\/)+/, '');

/** The folder whose *.plugin.ts exports this very plugin object. */
function folderOfPlugin(plugin: Plugin): string | null {
  const path = Object.keys(pluginModules).find((p) => Object.values(pluginModules[p] ?? {}).includes(plugin));
  return path ? folderOf(path) : null;
}

/** Each plugin of the registry, in registration order, with its folder and fixture. */
export function pluginGalleryEntries(plugins: readonly Plugin[]): PluginGalleryEntry[] {
  return plugins.map((plugin) => {
    const folder = folderOfPlugin(plugin);
    const fixturePath = folder ? Object.keys(fixtureModules).find((f) => folderOf(f) === folder) : undefined;
    return { plugin, folder: folder ? shown(folder) : null, fixture: fixturePath ? fixtureModules[fixturePath] : undefined };
  });
}

/**
 * The gallery's request service: the paths the fixtures name answer with their data in a success
 * envelope (a ranking panel shows its fixture's figures), any other call as the CMS answers success
 * (a vote or a 'not interested' never reaches the CMS from here).
 */
export function galleryRequest(entries: readonly PluginGalleryEntry[]): (path: string) => Promise<unknown> {
  const answers = new Map(entries.flatMap(({ fixture }) => Object.entries(fixture?.answers ?? {})));
  return (path) => Promise.resolve({ code: CMS_SUCCESS_CODE, message: 'success', data: answers.has(path) ? JSON.parse(JSON.stringify(answers.get(path))) : true });
}
