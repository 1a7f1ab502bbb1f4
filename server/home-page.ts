import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGES, pickLanguage, type Language } from '../core/i18n/i18n.ts';

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

/**
 * The built index.html with the home feed, its chunk, its styles, the reader's language and the first
 * screen's pictures preloaded (served for `/` only). The language is picked by the page's own rule
 * (core/i18n: `?lang=`, then the browser's languages), so the preloaded texts are the ones it asks for.
 */
export function homePages(
  indexHtmlFile: string,
): (request: { lang: string | undefined; acceptLanguage: string | undefined; feedAnswer: unknown }) => string {
  const html = readFileSync(indexHtmlFile, 'utf8');
  const manifest = readManifest(dirname(indexHtmlFile));
  const { scripts, styles } = feedChunkFiles(manifest);
  const head = (language: Language) => {
    const catalogue = catalogueChunk(manifest, language);
    return [
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(HOME_FEED_REQUEST)}">`,
      ...[...scripts, ...(catalogue ? [catalogue] : [])].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ];
  };
  const heads = new Map(LANGUAGES.map((language) => [language, head(language)]));
  return ({ lang, acceptLanguage, feedAnswer }) => {
    const links = [
      ...heads.get(pickLanguage(lang ?? null, acceptedLanguages(acceptLanguage)))!,
      ...firstScreenPictures(feedAnswer).map((url) => `<link rel="preload" as="image" href="${escapeAttribute(url)}">`),
    ];
    return html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  };
}
