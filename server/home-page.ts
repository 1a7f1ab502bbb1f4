import { cityNamed } from '../cities/by-name.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pickLanguage, type Language } from '../core/engine/i18n/i18n.ts';
import { ROUTE_MODULES } from '../src/routes/route-modules.ts';
import { CONTENT_SECURITY_POLICY } from './config.ts';
import {
  acceptedLanguages,
  APP_SHELL,
  catalogueChunk,
  EARLY_TAP_ELEMENT,
  escapeAttribute,
  feedChunkFiles,
  firstScreenPictures,
  pageChunkFiles,
  inlineStyles,
  pagePolicy,
  readManifest,
  scriptSafeJson,
  styleAttributePolicy,
  withHead,
} from './home-head.ts';
import { SERVER_FEED_ELEMENT_ID, SERVER_LANGUAGE_ATTRIBUTE } from '../src/ssr/render-contract.ts';

export { acceptedLanguages, firstScreenPictures, styleAttributePolicy } from './home-head.ts';

/**
 * The home's first feed request, exactly as the page makes it (src/feed/useFeed.ts, first visit: no
 * device id yet; the CMS answers it alike for every reader). The server renders the home from its
 * answer and hands that answer to the page; without a rendering the page announces the request with
 * a preload instead. tests/e2e/home.spec.ts checks the page never asks for it twice.
 */
export const HOME_FEED_REQUEST = `/api/cms/client/category/getCategoryCompositeData?categoryCode=${encodeURIComponent(cityNamed().newsCategory)}&pageSize=20&hasAdvert=1&refreshType=open&ssid=`;

/** Where the build puts the server renderer, inside dist (package.json build:ssr); never served. */
export const SSR_DIR = 'ssr';

/** The server's rendering of the home (src/ssr/home-ssr.tsx, built into dist/ssr/home-ssr.js). */
export type RenderHome = (input: { language: Language; feedAnswer: unknown; search: string }) => Promise<string | null>;

/** The build's server renderer of the home, when the build has one (`npm run build` makes it). */
export async function loadHomeRenderer(distDir: string, onError: (error: unknown) => void, reuse = true): Promise<RenderHome | null> {
  const file = join(distDir, SSR_DIR, 'home-ssr.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderHome?: RenderHome; CITY_NAME?: string };
    if (typeof module.renderHome !== 'function') return null;
    assertSameCity(module.CITY_NAME);
    return reuse ? reusingRenders(module.renderHome) : module.renderHome;
  } catch (error) {
    onError(error); // the home then shows the app shell and loads its feed itself
    return null;
  }
}

/**
 * A build is for one city (`CITY` at build time) and the server for one (`CITY` when it starts): a
 * renderer built for another city would render that city's pages beside this one's calls.
 */
export function assertSameCity(builtFor: string | undefined, serving: string = cityNamed().name): void {
  if (builtFor !== undefined && builtFor !== serving) throw new Error(`the build is for CITY=${builtFor}, the server for CITY=${serving}: build again or start with CITY=${builtFor}`);
}

/**
 * How long a rendering of the home serves again for the same answer, language and query: rendering
 * takes tens of milliseconds, and only the relative times ('3 minutes ago') could differ meanwhile.
 */
export const HOME_RENDER_REUSE_MS = 5000;
/** Renderings kept at most (the query string is the reader's to choose, so the map must stay bounded). */
export const HOME_RENDER_ENTRIES = 32;

/** `renderHome`, reusing a rendering of the same input for HOME_RENDER_REUSE_MS. */
export function reusingRenders(renderHome: RenderHome, now: () => number = Date.now): RenderHome {
  const kept = new Map<string, { at: number; html: Promise<string | null> }>();
  return (input) => {
    const key = `${input.language}\n${input.search}\n${createHash('sha1').update(JSON.stringify(input.feedAnswer)).digest('base64')}`;
    const found = kept.get(key);
    if (found && now() - found.at < HOME_RENDER_REUSE_MS) return found.html;
    const html = renderHome(input);
    kept.delete(key);
    kept.set(key, { at: now(), html });
    if (kept.size > HOME_RENDER_ENTRIES) kept.delete(kept.keys().next().value!);
    // A failed rendering is not kept.
    html.catch(() => kept.delete(key));
    return html;
  };
}


export interface HomeRequest {
  lang: string | undefined;
  acceptLanguage: string | undefined;
  /** The query string as the browser sent it ('?lang=en'). */
  search: string;
  /** Editors' preview shows what the engine left out: the page renders that itself. */
  preview: boolean;
}

export interface HomePage {
  html: string;
  /** The page's own content security policy, when it carries inline styles; else the server's usual one. */
  contentSecurityPolicy: string | null;
}

/**
 * index.html for every other page: without the home's skeleton (a reader opening an article should not
 * see the news feed's outline first); the page shows its own skeleton as soon as its script runs. A
 * route whose page module is known (src/routes/route-modules.ts) gets its chunks, styles and the
 * reader's texts preloaded, so they download beside the entry instead of after it has run.
 */
export function otherPages(indexHtmlFile: string, routeModules: Readonly<Record<string, string>> = ROUTE_MODULES): (request: OtherPageRequest) => string {
  const html = readFileSync(indexHtmlFile, 'utf8').replace(APP_SHELL, '<div id="root"></div>');
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
  return ({ path, lang, acceptLanguage }) => {
    const links = pages.get(path);
    if (!links) return html;
    const texts = catalogueChunk(manifest, pickLanguage(lang ?? null, acceptedLanguages(acceptLanguage)));
    const all = [...(texts ? [`<link rel="modulepreload" crossorigin href="/${texts}">`] : []), ...links];
    return withHead(html, all);
  };
}

export interface OtherPageRequest {
  path: string;
  lang?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The CMS's answer to the home's first feed request (HOME_FEED_REQUEST), as text. */
export interface FeedReply {
  ok: boolean;
  body: string;
}

function parseAnswer(feed: FeedReply): unknown {
  if (!feed.ok) return null;
  try {
    return JSON.parse(feed.body) as unknown;
  } catch {
    return null;
  }
}


/**
 * The home page for one request. With the server's rendering, the first feed page is in the HTML
 * (and its answer beside it, for the page to hydrate from), its styles are inline (allowed by hash)
 * and the pictures are preloaded; without it (no server build, preview, a failed answer) the app
 * shell shows and the feed request is announced with a preload. The texts of the reader's language
 * (the page's own rule, core/engine/i18n: `?lang=`, then the browser's languages) download beside the entry;
 * so does the feed chunk for the shell, while the rendered page loads it once hydrated.
 */
export function homePages(
  indexHtmlFile: string,
  renderHome: RenderHome | null,
  onRenderError: (error: unknown) => void = () => {},
  basePolicy: string = CONTENT_SECURITY_POLICY,
): (request: HomeRequest, feed: FeedReply) => Promise<HomePage> {
  const html = readFileSync(indexHtmlFile, 'utf8');
  const distDir = dirname(indexHtmlFile);
  const manifest = readManifest(distDir);
  const { scripts, styles } = feedChunkFiles(manifest);
  const inlined = inlineStyles(html, distDir, manifest, styles);
  // The rendered page loads the feed chunk once it is ready (src/main.tsx): it hydrates without it.
  const modules = (language: Language, withFeed: boolean) =>
    [...(withFeed ? scripts : []), ...[catalogueChunk(manifest, language) ?? []].flat()].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return async (request, feed) => {
    const language = pickLanguage(request.lang ?? null, acceptedLanguages(request.acceptLanguage));
    const feedAnswer = parseAnswer(feed);
    let rendered: string | null = null;
    if (renderHome && !request.preview && feedAnswer !== null) {
      rendered = await renderHome({ language, feedAnswer, search: request.search }).catch((error: unknown) => {
        onRenderError(error);
        return null;
      });
    }
    const pictures = firstScreenPictures(feedAnswer).map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`);
    if (!rendered) {
      const links = [
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(HOME_FEED_REQUEST)}">`,
        ...modules(language, true),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...pictures,
      ];
      return { html: withHead(html, links), contentSecurityPolicy: null };
    }
    // The page reads these back (src/ssr/render-contract.ts).
    const root = `<div id="root" ${SERVER_LANGUAGE_ATTRIBUTE}="${language}">${rendered}</div>`;
    const data = `<script type="application/json" id="${SERVER_FEED_ELEMENT_ID}">${scriptSafeJson(feed.body)}</script>`;
    return {
      html: withHead(inlined.html, [EARLY_TAP_ELEMENT, ...inlined.elements, ...modules(language, false), ...pictures]).replace(APP_SHELL, () => `${root}\n    ${data}`),
      contentSecurityPolicy: pagePolicy(basePolicy, inlined.styles, styleAttributePolicy(rendered)),
    };
  };
}
