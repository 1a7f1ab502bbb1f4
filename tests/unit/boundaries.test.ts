import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'media' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');

/**
 * Pure rules the server applies exactly as the page does: the home page preloads the texts of the
 * language the page will pick and the first screen's lead pictures (server/home-page.ts); and the
 * WeChat account both sign for (a constant of its own, importing nothing); and which page module
 * each route loads, whose chunks the server preloads with the page (plain data); and the inline
 * script that holds early taps, with the ready attribute it watches (a text and constants), and the one
 * that starts the app once the first screen has painted; and
 * which browsers are chat apps' (the pages the server renders for them differ, so caches key on it);
 * and the contract of server rendering (src/ssr/render-contract.ts: element ids, the renderer's input);
 * and the contract of the pages' heads and the sitemaps (src/ssr/page-meta-contract.ts: plain types);
 * and the GraphQL endpoint's path and header names, which the server passes on and the CMS stands in for.
 */
const SHARED_WITH_SERVER = new Set([
  'core/platform/bridge/chat-apps.ts',
  'core/engine/http/graphql-endpoint.ts',
  'core/engine/reports/field-vitals.ts',
  'core/engine/i18n/i18n.ts',
  // The attribute a page names its document's title in, which the server's head reads (a name, importing nothing).
  'core/engine/render/document-title.ts',
  'core/domain/rules/layout.ts',
  // The widths and addresses of the local CMS's picture variants, which the app names and the CMS serves (plain data).
  'core/domain/pictures/picture-variants.ts',
  'core/platform/share/wechat-account.ts',
  'src/routes/route-modules.ts',
  'src/ssr/early-taps.ts',
  // The inline script that starts the app once the first screen has painted (a text, importing nothing).
  'src/ssr/app-start-script.ts',
  'src/ssr/render-contract.ts',
  // What a page says of itself and what the sitemaps list (the build's renderer describes, the server writes).
  'src/ssr/page-meta-contract.ts',
  'src/ssr/ready-attributes.ts',
]);

/** DESIGN.md: every arrow goes one way. */
describe('dependency direction', () => {
  it.each([
    ['core', ['ui', 'plugins', 'src', 'server', 'cms']],
    // The engine (registry, schema, render, services, events, http, i18n) knows no news rule: issue 27 item 7.
    ['core/engine', ['core/domain']],
    ['ui', ['plugins', 'src', 'server', 'cms']],
    ['plugins', ['src', 'server', 'cms']],
    // The page server never loads the local CMS (a stand-in of the platform); the CMS composes the pages for `npm start`.
    ['server', ['core', 'ui', 'plugins', 'src', 'cms']],
    ['cms', ['core', 'ui', 'plugins', 'src']],
    // One module per city, plain data (cities/city.ts): everyone may read it, it reads nobody.
    ['cities', ['core', 'ui', 'plugins', 'src', 'server', 'cms', 'schemas']],
  ])('%s/ imports none of %j', (folder, forbidden) => {
    const offenders = sources(join(root, folder)).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => relative(root, join(file, '..', spec)))
        .filter((target) => !((folder === 'server' || folder === 'cms') && SHARED_WITH_SERVER.has(target)))
        .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
        .map((target) => `${relative(root, file)} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});

/** A page's bundle carries one city (cities/current.ts, chosen at build); cities/by-name.ts holds them all. */
describe('the page reads its city from cities/current.ts', () => {
  it('core/, ui/, plugins/ and src/ never import cities/by-name.ts (every city, and process.env)', () => {
    const offenders = ['core', 'ui', 'plugins', 'src'].flatMap((folder) =>
      sources(join(root, folder)).filter((file) => importsOf(file).some((spec) => spec.endsWith('cities/by-name.ts'))).map((file) => relative(root, file)),
    );
    expect(offenders).toEqual([]);
  });
});

/** A page composes ui/, core/ and the plugin lists; a plugin's own files may change without breaking it. */
describe('no page imports a file inside a plugin folder', () => {
  it('src/ imports plugins/ only through the lists (plugins/*.ts, plugins/<kind>/index.ts)', () => {
    const offenders = sources(join(root, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => relative(root, join(file, '..', spec)))
        .filter((target) => target.startsWith('plugins/') && target.split('/').length > 3)
        .map((target) => `${relative(root, file)} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});
