import type { Plugin } from '../../core/engine/registry/types.ts';

/** A plugin's fixture file: examples its schema must accept and (optionally) ones it must refuse. */
export interface PluginFixture {
  valid: unknown[];
  invalid?: unknown[];
  /** A plugin that fetches its own data (a ranking panel): the data of each GET path it asks, for a stand-in request. */
  answers?: Record<string, unknown>;
}

/**
 * The request service of a plugin test: answers the paths the fixtures name with a success envelope
 * (as the CMS would), and fails any other the way the request wrapper does for an unknown route.
 */
export function fixtureRequest(fixtures: readonly (PluginFixture | undefined)[]): (path: string) => Promise<unknown> {
  const answers = new Map(fixtures.flatMap((fixture) => Object.entries(fixture?.answers ?? {})));
  return (path) => (answers.has(path) ? Promise.resolve({ code: 200, message: 'success', data: structuredClone(answers.get(path)) }) : Promise.reject(new Error(`no fixture answer for ${path}`)));
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
