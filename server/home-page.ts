import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pickLanguage, type Language } from '../core/i18n/i18n.ts';

/**
 * The home's first feed request, exactly as the page makes it (src/feed/useFeed.ts, first visit: no
 * device id yet). The home page announces it with a preload, so the answer is on its way while the
 * scripts still download. tests/e2e/home.spec.ts checks the page makes no second request for it.
 */
export const HOME_FEED_REQUEST =
  '/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pageSize=20&hasAdvert=1&refreshType=open&ssid=';

/** The build's lazy chunk of feed panels and cards (vite.config.ts, scripts/vite-feed-chunk-plugin.ts). */
export const FEED_CHUNK_NAME = 'feed-plugins';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
}

/**
 * The feed chunk's script and styles, from the build manifest: the home renders nothing but a
 * skeleton until they arrive, so they download beside the entry instead of after it has run.
 */
export function feedChunkFiles(manifest: Manifest): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(manifest).filter((chunk) => chunk.name === FEED_CHUNK_NAME && chunk.file.endsWith('.js'));
  return { scripts: chunks.map((chunk) => chunk.file), styles: chunks.flatMap((chunk) => chunk.css ?? []) };
}

/** The language's texts chunk (`virtual:catalogue/<language>`, scripts/vite-catalogue-plugin.ts). */
const catalogueChunk = (manifest: Manifest, language: Language): string | undefined => manifest[`virtual:catalogue/${language}`]?.file;

/** The languages of an Accept-Language header, most wanted first (browsers send them in that order). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** How many of the feed's first panels count as the first screen: each one's lead picture is preloaded. */
export const FIRST_SCREEN_PANELS = 4;

/** Panels that show no picture of their items (spec 2 §2: the audio headlines player). */
const PANELS_WITHOUT_PICTURES = new Set(['mycs.audio']);

interface FeedAnswer {
  data?: Array<{ typeCode?: unknown; contents?: Array<{ thumbnailUrl?: unknown }> | null }> | null;
}

/**
 * The lead picture of each of the feed's first panels (the carousel's first slide, the first tile of a
 * rail, ...): the largest paint of the first screen is one of them, and the browser would otherwise
 * find them only once the scripts have rendered the feed. Only same-site and https addresses.
 */
export function firstScreenPictures(answer: unknown): string[] {
  const panels = (answer as FeedAnswer | null)?.data;
  if (!Array.isArray(panels)) return [];
  return panels.slice(0, FIRST_SCREEN_PANELS).flatMap((panel) => {
    if (PANELS_WITHOUT_PICTURES.has(String(panel?.typeCode))) return [];
    const first = Array.isArray(panel?.contents) ? panel.contents[0] : undefined;
    const url = typeof first?.thumbnailUrl === 'string' ? first.thumbnailUrl.split(',')[0]?.trim() : '';
    return url && (url.startsWith('/') || url.startsWith('https://')) && !url.startsWith('//') ? [url] : [];
  });
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The server's rendering of the home (src/ssr/home-ssr.tsx, built into dist/ssr/home-ssr.js). */
export type RenderHome = (input: { language: Language; feedAnswer: unknown; search: string }) => Promise<string | null>;

/** The build's server renderer of the home, when the build has one (`npm run build` makes it). */
export async function loadHomeRenderer(distDir: string, onError: (error: unknown) => void): Promise<RenderHome | null> {
  const file = join(distDir, 'ssr', 'home-ssr.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderHome?: RenderHome };
    return typeof module.renderHome === 'function' ? reusingRenders(module.renderHome) : null;
  } catch (error) {
    onError(error); // the home then shows the app shell and loads its feed itself
    return null;
  }
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

/** The app shell of index.html, between its markers: where the server's rendering goes. */
const APP_SHELL = /<div id="root"><!--app-shell-->[\s\S]*?<!--\/app-shell--><\/div>/;

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
  /** A directive the page's content security policy needs besides the usual ones (its style attributes). */
  extraPolicy: string | null;
}

/**
 * index.html for every other page: without the home's skeleton (a reader opening an article should not
 * see the news feed's outline first); the page shows its own skeleton as soon as its script runs.
 */
export function otherPagesHtml(indexHtmlFile: string): string {
  return readFileSync(indexHtmlFile, 'utf8').replace(APP_SHELL, '<div id="root"></div>');
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
  const hashes = [...values].map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
  return `style-src-attr 'unsafe-hashes' ${hashes.join(' ')}`;
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptSafeJson = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * The home page for one request. With the server's rendering, the first feed page is in the HTML
 * (and its answer beside it, for the page to hydrate from), its styles are a stylesheet and the
 * pictures are preloaded; without it (no server build, preview, a failed answer) the app shell
 * shows and the feed request is announced with a preload. Either way the feed chunk and the texts
 * of the reader's language (the page's own rule, core/i18n: `?lang=`, then the browser's
 * languages) download beside the entry.
 */
export function homePages(
  indexHtmlFile: string,
  renderHome: RenderHome | null,
  onRenderError: (error: unknown) => void = () => {},
): (request: HomeRequest, feed: FeedReply) => Promise<HomePage> {
  const html = readFileSync(indexHtmlFile, 'utf8');
  const manifest = readManifest(dirname(indexHtmlFile));
  const { scripts, styles } = feedChunkFiles(manifest);
  const modules = (language: Language) =>
    [...scripts, ...[catalogueChunk(manifest, language) ?? []].flat()].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
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
    const pictures = firstScreenPictures(feedAnswer).map((url) => `<link rel="preload" as="image" href="${escapeAttribute(url)}">`);
    const links = rendered
      ? [...modules(language), ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`), ...pictures]
      : [
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(HOME_FEED_REQUEST)}">`,
          ...modules(language),
          ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ...pictures,
        ];
    const page = html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
    if (!rendered) return { html: page, extraPolicy: null };
    const root = `<div id="root" data-ssr-lang="${language}">${rendered}</div>`;
    const data = `<script type="application/json" id="home-feed">${scriptSafeJson(feed.body)}</script>`;
    return { html: page.replace(APP_SHELL, () => `${root}\n    ${data}`), extraPolicy: styleAttributePolicy(rendered) };
  };
}
