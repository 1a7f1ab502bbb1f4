import { describe, expect, it } from 'vitest';
import { readFeedFile } from '../../cms/editor/feed-file.ts';
import { addToList, namesOf } from '../../scripts/new-plugin.ts';
import { cmsFile } from '../../scripts/plugin-cms-template.ts';

describe('npm run new:plugin', () => {
  it('names the folder, component and texts after what the plugin matches', () => {
    expect(namesOf('panel', 'city.weather')).toMatchObject({ slug: 'city-weather', pascal: 'CityWeather', camel: 'cityWeather' });
    expect(namesOf('card', '7')).toMatchObject({ slug: 'list-style-7', pascal: 'ListStyle7' });
    expect(namesOf('opener', '12')).toMatchObject({ slug: 'type-12', camel: 'type12' });
  });

  it('adds the plugin to its kind\'s list, whichever way the list is laid out', () => {
    const empty = "import type { PlayerPlugin } from '../../core/engine/registry/types.ts';\n\nexport const PLAYER_PLUGINS: readonly PlayerPlugin[] = [];\n";
    expect(addToList(empty, 'hlsPlayer', './hls/hls.plugin.ts')).toBe(
      "import type { PlayerPlugin } from '../../core/engine/registry/types.ts';\nimport { hlsPlayer } from './hls/hls.plugin.ts';\n\nexport const PLAYER_PLUGINS: readonly PlayerPlugin[] = [hlsPlayer];\n",
    );
    const line = "import { a } from './a/a.plugin.ts';\n\nexport const CARD_PLUGINS = [a] as const;\n";
    expect(addToList(line, 'b', './b/b.plugin.ts')).toContain("import { b } from './b/b.plugin.ts';\n\nexport const CARD_PLUGINS = [a, b] as const;");
    const lines = "import { a } from './a/a.plugin.ts';\n\nexport const OPENER_PLUGINS = [\n  a,\n] as const;\n";
    expect(addToList(lines, 'b', './b/b.plugin.ts')).toContain('export const OPENER_PLUGINS = [\n  a,\n  b,\n] as const;');
  });

  it.each([
    ['panel', 'city.traffic', 'city.traffic'],
    ['card', '7', 'core.list.content'],
    ['opener', 'traffic_alert', 'core.list.content'],
  ] as const)("writes the %s's <name>.cms.json, which `npm run cms -- add` takes as it is", (kind, match, typeCode) => {
    const names = namesOf(kind, match);
    const [file, text] = Object.entries(cmsFile(names))[0] ?? [];
    expect(file).toBe(`${names.slug}.cms.json`);
    const read = readFeedFile(text ?? '');
    expect(read).not.toHaveProperty('problems');
    expect(JSON.parse(text ?? '{}').panels[0].typeCode).toBe(typeCode);
  });

  it('writes none for a player (it shows inside the pages that play)', () => {
    expect(cmsFile(namesOf('player', 'test-media'))).toEqual({});
  });
});
