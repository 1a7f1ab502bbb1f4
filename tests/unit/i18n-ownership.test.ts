import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../core/engine/i18n/catalogue.ts';
import { COMPONENT_MESSAGE_FILES } from '../support/component-messages.ts';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'generated', 'media'].includes(name)) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.messages.ts') ? [path] : [];
  });
}

/** Texts the spec names that no screen shows yet (none now). */
const LISTED_BY_THE_SPEC = new Set<string>([]);

const coreKeys = Object.keys(en);
const componentKeys = COMPONENT_MESSAGE_FILES.flatMap(({ file, messages }) => Object.keys(messages.en).map((key) => ({ key, file })));

describe('who owns a text', () => {
  it('each key is defined once: in the core catalogue or in one *.messages.ts', () => {
    const seen = new Map<string, string>(coreKeys.map((key) => [key, 'core/engine/i18n']));
    const twice = componentKeys.flatMap(({ key, file }) => {
      const other = seen.get(key);
      seen.set(key, file);
      return other ? [`${key}: ${other} and ${file}`] : [];
    });
    expect(twice).toEqual([]);
  });

  it('every key is used by some code (unused texts go; an area adds its own with its screen)', () => {
    const code = ['core', 'ui', 'plugins', 'src'].flatMap((folder) => sources(join(root, folder))).map((file) => readFileSync(file, 'utf8'));
    const used = (key: string) => code.some((text) => text.includes(`'${key}'`) || text.includes(`"${key}"`));
    const unused = [...coreKeys, ...componentKeys.map(({ key }) => key)].filter((key) => !LISTED_BY_THE_SPEC.has(key) && !used(key));
    expect(unused).toEqual([]);
  });

  it('a component\'s texts sit in its own folder, beside code that imports them', () => {
    const importers = ['core', 'ui', 'plugins', 'src'].flatMap((folder) => sources(join(root, folder)));
    const orphans = COMPONENT_MESSAGE_FILES.filter(({ file }) => {
      const name = file.split('/').pop()?.replace(/\.ts$/, '') ?? '';
      return !importers.some((source) => relative(root, join(source, '..')) === relative(root, join(root, file, '..')) && readFileSync(source, 'utf8').includes(`/${name}.ts'`));
    });
    expect(orphans.map(({ file }) => file)).toEqual([]);
  });
});
