/**
 * `npm run new:plugin -- panel <typeCode> | card <listStyle> | opener <type> | player <media>`: makes
 * a plugin folder from scripts/plugin-templates.ts, adds its line to plugins/<kind>s/index.ts, compiles
 * the schemas and rewrites docs/registry.md. The result passes the typecheck, the linter and the
 * registry contract test as it is (scripts/check-plugin-scaffold.ts proves it). docs/plugins.md
 * explains every file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { exportName, templateFiles, type PluginKind, type PluginNames } from './plugin-templates.ts';

const KINDS: readonly PluginKind[] = ['panel', 'card', 'opener', 'player'];
const USAGE = 'usage: npm run new:plugin -- panel <typeCode> | card <listStyle> | opener <type> | player <media>';

/** "city.weather" → "city-weather"; a name that starts with a digit gets a prefix ("12" → "type-12"). */
export function slugOf(kind: PluginKind, match: string): string {
  const slug = match
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (kind === 'card') return `list-style-${match}`;
  return /^[0-9]/.test(slug) ? `type-${slug}` : slug;
}

export function namesOf(kind: PluginKind, match: string): PluginNames {
  const slug = slugOf(kind, match);
  const words = slug.split('-').filter(Boolean);
  const pascal = words.map((w) => `${w[0]?.toUpperCase()}${w.slice(1)}`).join('');
  return { kind, match, slug, pascal, camel: `${pascal[0]?.toLowerCase()}${pascal.slice(1)}` };
}

/** Why this match cannot be made (empty when it can). */
function refusal(kind: PluginKind, match: string): string | null {
  if (!KINDS.includes(kind)) return USAGE;
  if (!match) return USAGE;
  if (kind === 'card' && !/^(0|[1-9][0-9]{0,3})$/.test(match)) return `a card is made for a listStyle, a whole number (got "${match}")`;
  if (kind !== 'card' && !/^[A-Za-z0-9][\w.-]{0,63}$/.test(match)) return `"${match}" is not a usable ${kind === 'panel' ? 'typeCode' : kind === 'opener' ? 'type' : 'media kind'}: letters, digits, ".", "_" and "-"`;
  return null;
}

/** Adds `name` (imported from `from`) to the list exported by a kind's index.ts, keeping its layout. */
export function addToList(source: string, name: string, from: string): string {
  const start = source.search(/export const \w+_PLUGINS\b/);
  if (start < 0) throw new Error('no "export const …_PLUGINS" list found');
  const open = source.indexOf('[', source.indexOf('=', start));
  const close = source.indexOf(']', open);
  const inside = source.slice(open + 1, close);
  let list: string;
  if (inside.trim() === '') list = `[${name}]`;
  else if (inside.includes('\n')) list = `[${inside.replace(/,?\s*$/, ',')}\n  ${name},\n]`;
  else list = `[${inside.replace(/,?\s*$/, '')}, ${name}]`;
  const body = `${source.slice(0, open)}${list}${source.slice(close + 1)}`;
  // The import goes after the last import (a list with none yet imports only types).
  const imports = [...body.matchAll(/^import [^;]+;\n/gm)];
  const at = imports.length > 0 ? (imports.at(-1)?.index ?? 0) + (imports.at(-1)?.[0].length ?? 0) : 0;
  return `${body.slice(0, at)}import { ${name} } from '${from}';\n${body.slice(at)}`;
}

/**
 * Adds the plugin's folder to a city file's list of its kind (`plugins.panels: [..., 'slug']`): a new
 * plugin is every city's until a city takes it out (cities/city.ts plugins, scripts/city-plugin-list.ts).
 */
export function addToCityPlugins(source: string, kindList: string, slug: string): string {
  const start = source.search(/export const plugins\b/);
  const at = start < 0 ? -1 : source.indexOf(`${kindList}: [`, start);
  if (at < 0) throw new Error(`no "plugins.${kindList}" list in the city file`);
  const close = source.indexOf(']', at);
  const inside = source.slice(at + kindList.length + 3, close).replace(/,?\s*$/, '');
  return `${source.slice(0, at)}${kindList}: [${inside ? `${inside}, ` : ''}'${slug}'${source.slice(close)}`;
}

/** The city files (cities/<name>.ts but the shape and the build's and tools' own). */
const cityFiles = (root: string): string[] =>
  readdirSync(join(root, 'cities'))
    .filter((file) => file.endsWith('.ts') && !['city.ts', 'current.ts', 'by-name.ts'].includes(file))
    .map((file) => join(root, 'cities', file));

/** Makes the plugin under `root`; returns the folder it wrote. */
export function newPlugin(root: string, kind: PluginKind, match: string, run = true): string {
  const refused = refusal(kind, match);
  if (refused) throw new Error(refused);
  const names = namesOf(kind, match);
  const folder = join(root, 'plugins', `${kind}s`, names.slug);
  if (existsSync(folder)) throw new Error(`${relative(root, folder)} exists already`);
  const listFile = join(root, 'plugins', `${kind}s`, 'index.ts');
  const list = readFileSync(listFile, 'utf8');
  const name = exportName(names);
  if (new RegExp(`\\b${name}\\b`).test(list)) throw new Error(`${name} is in ${relative(root, listFile)} already`);
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(templateFiles(names))) writeFileSync(join(folder, file), text);
  writeFileSync(listFile, addToList(list, name, `./${names.slug}/${names.slug}.plugin.ts`));
  const cities = new Map(cityFiles(root).map((file) => [file, readFileSync(file, 'utf8')]));
  for (const [file, text] of cities) writeFileSync(file, addToCityPlugins(text, `${kind}s`, names.slug));
  if (!run) return folder;
  const tsx = (script: string) => execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
  try {
    tsx('scripts/build-schemas.ts');
    // A slot taken twice (typeCode, listStyle, type, media) throws here, when the registry is made.
    tsx('scripts/registry-table.ts');
  } catch {
    rmSync(folder, { recursive: true });
    writeFileSync(listFile, list);
    for (const [file, text] of cities) writeFileSync(file, text);
    tsx('scripts/build-schemas.ts');
    throw new Error(`the new ${kind} did not fit (see above: is ${match} taken by another plugin?); nothing was kept`);
  }
  return folder;
}

if (process.argv[1]?.endsWith('new-plugin.ts')) {
  const [kind, match] = process.argv.slice(2);
  try {
    const root = join(import.meta.dirname, '..');
    const folder = newPlugin(root, kind as PluginKind, match ?? '');
    console.log(`made ${relative(root, folder)}/, its line in plugins/${kind}s/index.ts and in each city's plugins (cities/). Next: docs/plugins.md, "Make it yours".`);
  } catch (error) {
    console.error(`new:plugin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
