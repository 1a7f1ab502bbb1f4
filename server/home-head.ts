import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pickLanguage, type Language } from '../core/engine/i18n/i18n.ts';
import { EARLY_TAP_SCRIPT } from '../src/ssr/early-taps.ts';

/*
 * What a page's <head> is made of, read from the build: the chunks to preload, the styles to
 * inline, and the content security policy that allows exactly the inline styles the page carries.
 */

/** The app shell of index.html, between its markers: where the server's rendering goes. */
export const APP_SHELL = /<div id="root"><!--app-shell-->[\s\S]*?<!--\/app-shell--><\/div>/;

/** The build's lazy chunk of feed panels and cards (vite.config.ts, scripts/vite-feed-chunk-plugin.ts). */
export const FEED_CHUNK_NAME = 'feed-plugins';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  name?: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
}

/** The feed chunk's own stylesheets (the panels' and cards'), without those of the chunks it shares with pages. */
export const feedPluginStyles = (manifest: Manifest): string[] =>
  Object.values(manifest).flatMap((chunk) => (chunk.name === FEED_CHUNK_NAME && chunk.file.endsWith('.js') ? (chunk.css ?? []) : []));

/**
 * The feed chunk's script and styles, from the build manifest: the home renders nothing but a
 * skeleton until they arrive, so they download beside the entry instead of after it has run.
 */
export function feedChunkFiles(manifest: Manifest): { scripts: string[]; styles: string[] } {
  const key = Object.keys(manifest).find((name) => manifest[name]!.name === FEED_CHUNK_NAME && manifest[name]!.file.endsWith('.js'));
  if (!key) return { scripts: [], styles: [] };
  // With the chunks it imports that the entry does not hold (what the feeds share with pages).
  const { scripts, styles } = pageChunkFiles(manifest, key);
  return { scripts: [manifest[key]!.file, ...scripts.filter((file) => file !== manifest[key]!.file)], styles };
}

/** A chunk's key and every chunk it imports statically (what loads with it). */
export function chunkClosure(manifest: Manifest, start: string): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit(start);
  return keys;
}

/** The scripts and styles a lazily loaded page module needs that the entry does not already bring. */
export function pageChunkFiles(manifest: Manifest, pageModule: string): { scripts: string[]; styles: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? chunkClosure(manifest, entry) : new Set<string>();
  const own = [...chunkClosure(manifest, pageModule)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  return { scripts: own.map((chunk) => chunk.file), styles: own.flatMap((chunk) => chunk.css ?? []) };
}

/** The language's texts chunk (`virtual:catalogue/<language>`, scripts/vite-catalogue-plugin.ts). */
export const catalogueChunk = (manifest: Manifest, language: Language): string | undefined => manifest[`virtual:catalogue/${language}`]?.file;

/** The languages of an Accept-Language header, most wanted first (browsers send them in that order). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The language a page is served in: `?lang=` first, then the reader's Accept-Language (as the app picks it from the browser's). */
export const servedLanguage = (url: URL, acceptLanguage: string | undefined): Language => pickLanguage(url.searchParams.get('lang'), acceptedLanguages(acceptLanguage));

/**
 * The page's `<html lang>` says the language it is served in (the template says the default's): what
 * a screen reader reads it in, and what the app finds when it starts, so that it has nothing to change
 * (a changed `lang` restyles and lays out the whole page again, a long task on a phone).
 */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(/(<html\b[^>]*?\slang=")[^"]*"/, (_, head: string) => `${head}${language}"`);
}

/** The page's own stylesheets (the entry's and the feed chunk's), by file, from the build. */
export function readStyles(distDir: string, files: readonly string[]): Map<string, string> {
  return new Map(files.filter((file) => existsSync(join(distDir, file))).map((file) => [file, readFileSync(join(distDir, file), 'utf8')]));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const decodeAttribute = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[name] ?? '');

/**
 * The policy's allowance for the style attributes of the server's rendering (an aspect ratio, a tag's
 * colours): each exact value by its hash ('unsafe-hashes', CSP 3), so nothing else inline may style
 * the page. Without any, the policy stays as it is.
 */
export function styleAttributePolicy(html: string): string | null {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeAttribute(match[1] ?? '')));
  if (values.size === 0) return null;
  return `style-src-attr 'unsafe-hashes' ${[...values].map(sha256).join(' ')}`;
}

/**
 * The page's policy with its inline style elements allowed by hash in style-src (so the first paint
 * waits for no stylesheet request), its inline scripts (the tap holder, and `scripts`) by hash in
 * script-src and, when given, the style-attribute directive added.
 */
export function pagePolicy(basePolicy: string, styles: readonly string[], attributePolicy: string | null, scripts: readonly string[] = []): string {
  const withScript = withSources(withInlineStyles(basePolicy, [...styles, NO_SCRIPT_STYLE]), 'script-src', [EARLY_TAP_SCRIPT, ...scripts].map(sha256).join(' '));
  return attributePolicy ? `${withScript}; ${attributePolicy}` : withScript;
}

/** `basePolicy` allowing exactly these inline style elements, by hash. */
export function withInlineStyles(basePolicy: string, styles: readonly string[]): string {
  const hashes = styles.map(sha256).join(' ');
  return hashes ? withSources(basePolicy, 'style-src', hashes) : basePolicy;
}

/** `policy` with `sources` added to `directive` (which, missing, starts as default-src's sources). */
function withSources(policy: string, directive: string, sources: string): string {
  const present = new RegExp(`(^|;\\s*)${directive} ([^;]*)`);
  if (present.test(policy)) return policy.replace(present, (_, lead: string, own: string) => `${lead}${directive} ${own} ${sources}`);
  const fallback = /(?:^|;\s*)default-src ([^;]*)/.exec(policy)?.[1] ?? "'self'";
  return `${policy}; ${directive} ${fallback} ${sources}`;
}

/**
 * In the head of every page the server renders: holds a tap until the app is there to take it
 * (src/ssr/early-taps.ts); pagePolicy allows it by its hash.
 */
export const EARLY_TAP_ELEMENT = `<script>${EARLY_TAP_SCRIPT}</script>`;

/**
 * Issue 32: with scripts off, the controls only the app acts on are not offered (src/styles.css says
 * the same by `@media (scripting: none)`, which engines of the floor do not know). Allowed by its hash.
 */
export const NO_SCRIPT_STYLE = '.needs-app{display:none!important}';
export const NO_SCRIPT_ELEMENT = `<noscript><style>${NO_SCRIPT_STYLE}</style></noscript>`;


/** A page with the given stylesheets inline (CSP-allowed by hash): its first paint waits for no stylesheet request. */
export interface InlinedStyles {
  /** index.html without the links of the stylesheets now inline. */
  html: string;
  /** For <head>: the style elements, and the lazily loaded chunks' stylesheet links, disabled. */
  elements: string[];
  /** The inline styles' texts (for the page's policy). */
  styles: string[];
}

/**
 * The type of an inlined stylesheet's kept link: not a styling language, so no browser and no preload
 * scanner fetches it, whatever it makes of `disabled` (a Chromium build fetched disabled links anyway).
 */
export const INLINED_STYLE_TYPE = 'text/x-inlined-css';

/**
 * index.html with the entry's styles and a chunk's (`chunkStyles`) inline. Each inlined stylesheet
 * keeps a link that is never fetched (disabled, of a type no browser loads): the module loader, which adds a chunk's
 * stylesheets when the chunk loads, sees them present and adds nothing. Without the entry's, the
 * first lazy chunk that shares a style with it (the comments) loaded the whole entry stylesheet again,
 * and every element was styled anew.
 */
export function inlineStyles(html: string, distDir: string, manifest: Manifest, chunkStyles: readonly string[]): InlinedStyles {
  const entryStyles = Object.values(manifest).find((chunk) => chunk.isEntry)?.css ?? [];
  const inline = readStyles(distDir, [...entryStyles, ...chunkStyles]);
  const withoutLinks = [...inline.keys()].reduce(
    (page, file) => page.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`), ''),
    html,
  );
  return {
    html: withoutLinks,
    elements: [...[...inline.values()].map((css) => `<style>${css}</style>`), ...[...inline.keys()].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" type="${INLINED_STYLE_TYPE}" disabled>`)],
    styles: [...inline.values()],
  };
}

/** `links` added at the end of the page's <head>. */
export const withHead = (page: string, links: readonly string[]) => page.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);

/** JSON inside a script element: nothing in it may close the element or open a comment. */
export const scriptSafeJson = (json: string) => json.replaceAll('<', '\\u003c');
