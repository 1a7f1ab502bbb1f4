import type { Plugin } from '../../../core/registry/types.ts';

/** A plugin's fixture file (`x.fixture.ts` beside `x.plugin.ts`): examples its schema accepts and refuses. */
export interface PluginGalleryFixture {
  valid: readonly unknown[];
  invalid?: readonly unknown[];
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
