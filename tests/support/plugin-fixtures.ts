import type { Plugin } from '../../core/registry/types.ts';

/** A plugin's fixture file: examples its schema must accept and (optionally) ones it must refuse. */
export interface PluginFixture {
  valid: unknown[];
  invalid?: unknown[];
}

const pluginModules = import.meta.glob<Record<string, unknown>>('../../plugins/**/*.plugin.ts', { eager: true });
const fixtureModules = import.meta.glob<{ default: PluginFixture }>('../../plugins/**/*.fixture.ts', { eager: true });

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

const isPlugin = (value: unknown): value is Plugin =>
  typeof value === 'object' && value !== null && 'kind' in value && 'key' in value;

/** Each plugin with its folder and the fixture beside it (undefined when it has none). */
export function pluginsWithFixtures(): { plugin: Plugin; folder: string; fixture: PluginFixture | undefined }[] {
  return Object.entries(pluginModules).flatMap(([path, exports]) =>
    Object.values(exports)
      .filter(isPlugin)
      .map((plugin) => {
        const fixturePath = Object.keys(fixtureModules).find((f) => folderOf(f) === folderOf(path));
        return { plugin, folder: folderOf(path), fixture: fixturePath ? fixtureModules[fixturePath]?.default : undefined };
      }),
  );
}
