import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITIES, cityNamed } from '../../cities/by-name.ts';
import * as changsha from '../../cities/changsha.ts';
import * as current from '../../cities/current.ts';

const root = join(import.meta.dirname, '..', '..');
const SCANNED = ['core', 'ui', 'plugins', 'src', 'server', 'cms', 'scripts'];
/**
 * The local CMS's sample content (Changsha's news, its PRNG seed, panels the app never names): the
 * codes and ids the app reads come from the city even there (cms/seed/panels.ts).
 */
const SAMPLE_CONTENT = 'cms/seed/';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'media' ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Changsha's values as code would spell them: hosts, codes, ids, the app's names and contacts; and as the
 * catalogues would write them (the app's name, the city's description: cities/changsha.ts appName,
 * description), so the test city's pages name its own app.
 */
const CHANGSHA_VALUE = /mycs\.(cn|news|video|life|favor|audio|local)|mysc\.|430100|6281[5-9]|6282[0-4]|1000000[14]|wx0000000000|login\/mycs\/|'mycs'|mycs:\/\/|0731-|我的长沙|我的長沙|My Changsha|长沙城市|長沙城市|Changsha's city/;
const isComment = (line: string) => /^\s*(?:\*|\/\/|\/\*)/.test(line);

describe('one city file (cities/)', () => {
  it('finds no value of Changsha outside cities/ (the app reads cities/current.ts, the server and the CMS cityNamed())', () => {
    const offenders = SCANNED.flatMap((folder) => sources(join(root, folder)))
      .filter((file) => !relative(root, file).startsWith(SAMPLE_CONTENT))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (!isComment(line) && CHANGSHA_VALUE.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
    expect(readFileSync(join(root, 'index.html'), 'utf8')).not.toMatch(CHANGSHA_VALUE);
  });

  it('builds for Changsha unless told otherwise, and names the cities it knows when told a wrong one', () => {
    expect(current.name).toBe('changsha');
    expect(cityNamed(undefined).name).toBe(changsha.name);
    expect(() => cityNamed('atlantis')).toThrow(/changsha, test-city/);
  });

  it('has a test city that differs from Changsha in every value (so its e2e shows what still speaks Changsha)', () => {
    const leaves = (value: unknown, path: string): [string, unknown][] =>
      value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`)) : [[path, value]];
    const theirs = new Map(leaves(CITIES['test-city'], 'city'));
    // What a favourites panel lists (video, live, news) is a kind the app knows, not a value of the city;
    // so are the plugins a city chooses among (cities/city.ts plugins: the app's folders).
    const same = leaves(CITIES.changsha, 'city').filter(([path, value]) => theirs.get(path) === value && !/panelKinds\.\d+\.1$|^city\.plugins\./.test(path));
    expect(same).toEqual([]);
  });
});
