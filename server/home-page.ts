import { cityNamed } from '../cities/by-name.ts';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pickLanguage } from '../core/engine/i18n/i18n.ts';
import { ENTRY_PAGE_PATHS, ROUTE_MODULES } from '../src/routes/route-modules.ts';
import { acceptedLanguages, APP_SHELL, catalogueChunk, feedChunkFiles, pageChunkFiles, readManifest, withHead } from './home-head.ts';

export { acceptedLanguages, styleAttributePolicy } from './home-head.ts';

/*
 * The pages the server does not render (or could not: preview, a failed call, no renderer in the
 * build): index.html, the app, which renders them. Every page the server renders, the home among
 * them, goes through one renderer (server/rendered-pages.ts, src/ssr/page-ssr.tsx).
 */

/** Where the build puts the server renderer, inside dist (package.json build:ssr); never served. */
export const SSR_DIR = 'ssr';

/**
 * A build is for one city (`CITY` at build time) and the server for one (`CITY` when it starts): a
 * renderer built for another city would render that city's pages beside this one's calls.
 */
export function assertSameCity(builtFor: string | undefined, serving: string = cityNamed().name): void {
  if (builtFor !== undefined && builtFor !== serving) throw new Error(`the build is for CITY=${builtFor}, the server for CITY=${serving}: build again or start with CITY=${builtFor}`);
}

/**
 * index.html for a page the app renders: the home with its skeleton, every other page without it (a
 * reader opening an article should not see the news feed's outline first); the page shows its own
 * skeleton as soon as its script runs. A
 * route whose page module is known (src/routes/route-modules.ts) gets its chunks, styles and the
 * reader's texts preloaded, so they download beside the entry instead of after it has run.
 */
export function otherPages(indexHtmlFile: string, routeModules: Readonly<Record<string, string>> = ROUTE_MODULES): (request: OtherPageRequest) => string {
  const home = readFileSync(indexHtmlFile, 'utf8');
  const html = home.replace(APP_SHELL, '<div id="root"></div>');
  const manifest = readManifest(dirname(indexHtmlFile));
  const pages = new Map<string, string[]>();
  for (const [path, module] of Object.entries(routeModules)) {
    if (!manifest[module]) continue;
    const { scripts, styles } = pageChunkFiles(manifest, module);
    pages.set(path, [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ]);
  }
  // The home renders nothing but its skeleton until the feed chunk is here: it downloads beside the entry.
  const feed = feedChunkFiles(manifest);
  for (const path of ENTRY_PAGE_PATHS) pages.set(path, [
    ...feed.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...feed.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ]);
  return ({ path, lang, acceptLanguage }) => {
    const links = pages.get(path);
    if (!links) return html;
    const texts = catalogueChunk(manifest, pickLanguage(lang ?? null, acceptedLanguages(acceptLanguage)));
    const all = [...(texts ? [`<link rel="modulepreload" crossorigin href="/${texts}">`] : []), ...links];
    return withHead(ENTRY_PAGE_PATHS.has(path) ? home : html, all);
  };
}

export interface OtherPageRequest {
  /** The address's page (src/routes/route-modules.ts' routeModuleKey): its path, or its id page's key. */
  path: string;
  lang?: string | undefined;
  acceptLanguage?: string | undefined;
}
