import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../cities/by-name.ts';
import * as changsha from '../../cities/changsha.ts';
import * as testCity from '../../cities/test-city.ts';
import { foldersOf, keepCityPlugins, PLUGIN_KINDS } from '../../scripts/city-plugin-list.ts';

/** Issue 27 item 5: the city file names the plugins its app registers; its build carries no others. */
const listOf = (kind: string) => readFileSync(join(import.meta.dirname, '..', '..', 'plugins', kind, 'index.ts'), 'utf8');

describe("a city's plugins", () => {
  it('Changsha names every plugin the app has: its build is the whole catalogue, unchanged', () => {
    for (const kind of PLUGIN_KINDS) {
      expect(changsha.plugins[kind].toSorted(), kind).toEqual(foldersOf(listOf(kind)).toSorted());
      expect(keepCityPlugins(listOf(kind), kind, changsha.plugins[kind])).toBe(listOf(kind));
    }
  });

  it('every city names only plugins that exist', () => {
    for (const city of Object.values(CITIES)) for (const kind of PLUGIN_KINDS) expect(() => keepCityPlugins(listOf(kind), kind, city.plugins[kind])).not.toThrow();
    expect(() => keepCityPlugins(listOf('panels'), 'panels', ['list-content', 'ranking-film'])).toThrow('panels/ranking-film');
  });

  it("the test city's build leaves out the books ranking: neither imported nor listed", async () => {
    expect(testCity.plugins.panels).not.toContain('ranking-books');
    const kept = keepCityPlugins(listOf('panels'), 'panels', testCity.plugins.panels);
    expect(kept).not.toContain('ranking-books');
    expect(kept).not.toContain('rankingBooksPanel');
    expect(kept).toContain('rankingNewsPanel');
    // Still a module that exports the list (as TypeScript would read it).
    expect(kept).toMatch(/export const PANEL_PLUGINS = \[[^\]]*rankingNewsPanel,?\s*\] as const;/);
  });

  it('a dropped opener of a multi-name import takes all its names with it', () => {
    const kept = keepCityPlugins(listOf('openers'), 'openers', changsha.plugins.openers.filter((folder) => folder !== 'banner'));
    expect(kept).not.toMatch(/banner\w*Opener/);
    expect(kept).toContain('communityUserOpener');
  });
});
