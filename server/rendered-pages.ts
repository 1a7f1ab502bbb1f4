import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENTRY_PAGE_PATHS, ROUTE_MODULES, routeModuleKey } from '../src/routes/route-modules.ts';
import { RENDER_PLUGINS_CHUNK, SERVER_ANSWERS_ELEMENT_ID, SERVER_LANGUAGE_ATTRIBUTE, SERVER_PLUGINS_ATTRIBUTE, type PageRenderInput, type RenderedAnswers, type RenderPage } from '../src/ssr/render-contract.ts';

export type { PageRenderInput, RenderedAnswers, RenderPage };
import { CONTENT_SECURITY_POLICY } from './config.ts';
import { appStartScript, takeAppScripts } from '../src/ssr/app-start-script.ts';
import {
  APP_SHELL,
  catalogueChunk,
  EARLY_TAP_ELEMENT,
  NO_SCRIPT_ELEMENT,
  feedChunkFiles,
  feedPluginStyles,
  inlineStyles,
  pageChunkFiles,
  pagePolicy,
  readManifest,
  scriptSafeJson,
  servedLanguage,
  styleAttributePolicy,
  withHead,
  type InlinedStyles,
} from './home-head.ts';
import { assertSameCity, SSR_DIR } from './home-page.ts';

/*
 * The pages the server renders, the home among them (src/ssr/page-ssr.tsx names them): the page's HTML
 * with the answers it was rendered from, its styles inline and its chunks preloaded, so the reader
 * sees the article before any script has run and the page hydrates in place.
 */

/** The attribute every rendered panel carries (core/engine/render's panel host). */
const PANEL_MARK = 'data-panel-id=';


export interface PageRenderer {
  render: RenderPage;
  paths: ReadonlySet<string>;
}

/** The build's page renderer, when the build has one. */
export async function loadPageRenderer(distDir: string, onError: (error: unknown) => void): Promise<PageRenderer | null> {
  const file = join(distDir, SSR_DIR, 'server-entry.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage; SERVER_RENDERED_PATHS?: readonly string[]; CITY_NAME?: string };
    if (typeof module.renderPage !== 'function' || !Array.isArray(module.SERVER_RENDERED_PATHS)) return null;
    assertSameCity(module.CITY_NAME);
    return { render: module.renderPage, paths: new Set(module.SERVER_RENDERED_PATHS) };
  } catch (error) {
    onError(error);
    return null;
  }
}

export interface RenderedPageRequest {
  /** The page's full address as the reader sees it. */
  pageUrl: URL;
  acceptLanguage: string | undefined;
  userAgent: string;
}

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * The server-rendered page for one request, or null when the server does not render it (another
 * path, editors' preview, a failed or missing content): the app then renders the page by itself.
 */
export function renderedPages(
  indexHtmlFile: string,
  renderer: PageRenderer,
  onRenderError: (error: unknown) => void = () => {},
  basePolicy: string = CONTENT_SECURITY_POLICY,
  routeModules: Readonly<Record<string, string>> = ROUTE_MODULES,
): (request: RenderedPageRequest, fetchAnswer: PageRenderInput['fetchAnswer'], fetchBody?: PageRenderInput['fetchBody']) => Promise<RenderedPage | null> {
  const html = readFileSync(indexHtmlFile, 'utf8');
  const distDir = dirname(indexHtmlFile);
  const manifest = readManifest(distDir);
  const pages = new Map<string, { ownStyles: string[]; script: string | null }>();
  const pluginsFile = Object.values(manifest).find((chunk) => chunk.name === RENDER_PLUGINS_CHUNK)?.file ?? null;
  const feedStyles = feedChunkFiles(manifest).styles;
  const pluginStyles = feedPluginStyles(manifest);
  // Each rendered path's page, and its id page where the route has one (src/routes/route-modules.ts' keys).
  for (const key of [...ENTRY_PAGE_PATHS, ...Object.keys(routeModules)]) {
    if (!renderer.paths.has(key.split('?')[0]!)) continue;
    // The home's page is in the entry (src/routes/route-modules.ts names no module for it): nothing more to load.
    const module = ENTRY_PAGE_PATHS.has(key) ? null : routeModules[key];
    if (module === undefined || (module !== null && !manifest[module])) continue;
    const { styles } = module ? pageChunkFiles(manifest, module) : { styles: [] };
    // A page that imports the feed chunk itself (none of the readers' pages does) gets its panels' styles only with panels.
    pages.set(key, { ownStyles: styles.filter((file) => !pluginStyles.includes(file)), script: module ? manifest[module]!.file : null });
  }
  // A page's inline styles: its own; the feed chunk's (panels and cards) when the page shows panels on
  // its first screen (otherwise, an article's lists further down, they come with that chunk); and those
  // of the lazy chunks the server rendered (the hot comments). Few combinations: each is made once.
  const inlinedByKey = new Map<string, InlinedStyles>();
  const inlinedFor = (path: string, ownStyles: readonly string[], withFeeds: boolean, chunks: readonly string[]): InlinedStyles => {
    const key = `${path} ${withFeeds} ${chunks.toSorted().join(' ')}`;
    let inlined = inlinedByKey.get(key);
    if (!inlined) {
      const chunkStyles = chunks.flatMap((chunk) => {
        if (manifest[chunk]) return pageChunkFiles(manifest, chunk).styles;
        onRenderError(new Error(`the page rendered a chunk the build does not have: ${chunk}`));
        return [];
      });
      inlined = inlineStyles(html, distDir, manifest, [...new Set([...ownStyles, ...(withFeeds ? feedStyles : []), ...chunkStyles])]);
      inlinedByKey.set(key, inlined);
    }
    return inlined;
  };
  return async ({ pageUrl, acceptLanguage, userAgent }, fetchAnswer, fetchBody) => {
    const key = routeModuleKey(pageUrl);
    const page = pages.get(key);
    if (!page || pageUrl.searchParams.get('preview') === '1') return null;
    const language = servedLanguage(pageUrl, acceptLanguage);
    const rendered = await renderer.render({ language, pageUrl: pageUrl.href, userAgent, fetchAnswer, fetchBody }).catch((error: unknown) => {
      onRenderError(error);
      return null;
    });
    if (!rendered) return null;
    const texts = catalogueChunk(manifest, language);
    // Panels on the first screen (a feed, search results, a topic's news) need the feed chunk's styles.
    const inlined = inlinedFor(key, page.ownStyles, rendered.html.includes(PANEL_MARK), rendered.chunks ?? []);
    // The page's own chunk only: the chunks it imports load when the page does (the entry imports it at
    // once). Preloading them all would share the reader's first bandwidth with the picture and the HTML
    // that already show the article; the hydration waits one round trip more instead.
    // The plugins' registrations too, when its first screen shows plugins: the page registers them before it hydrates.
    const plugins = rendered.plugins ? pluginsFile : null;
    const modules = [texts, page.script, plugins].flatMap((file) => (file ? [`<link rel="modulepreload" crossorigin href="/${file}">`] : []));
    const root = `<div id="root" ${SERVER_LANGUAGE_ATTRIBUTE}="${language}"${rendered.plugins ? ` ${SERVER_PLUGINS_ATTRIBUTE}` : ''}>${rendered.html}</div>`;
    const data = `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">${scriptSafeJson(JSON.stringify(rendered.answers))}</script>`;
    const served = withHead(inlined.html, [EARLY_TAP_ELEMENT, NO_SCRIPT_ELEMENT, ...inlined.elements, ...modules]).replace(APP_SHELL, () => `${root}\n    ${data}`);
    // The app starts once the first screen has painted (src/ssr/app-start-script.ts).
    const scripts = takeAppScripts(served);
    const start = scripts ? appStartScript(scripts.entry, scripts.preloads) : null;
    return {
      html: scripts && start ? scripts.html.replace('</body>', () => `  <script>${start}</script>\n  </body>`) : served,
      contentSecurityPolicy: pagePolicy(basePolicy, inlined.styles, styleAttributePolicy(rendered.html), start ? [start] : []),
    };
  };
}
