import { DOCUMENT_TITLE_ATTRIBUTE } from '../core/engine/render/document-title.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';
import type { FetchedJson, PageMeta, PageMetaOf, SiteIndex } from '../src/ssr/page-meta-contract.ts';
import { servedLanguage } from './home-head.ts';
import { SSR_DIR } from './home-page.ts';

export type { FetchedJson };

/*
 * A page's head for browsers, chat apps' link previews and search engines (issue 32 item 3): the
 * build's renderer says what the page is (src/ssr/page-meta.ts), this writes it into index.html's
 * head in place of the app's generic title and description. Every text comes from the CMS and is
 * untrusted: escaped for attributes and text, and for the JSON-LD inside its script element.
 */

/** Text inside an element or a double-quoted attribute: nothing in it may end either or start markup. */
export const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * JSON inside a script element: `<`, `>` and `&` as JSON escapes (no `</script>`, `<!--` or `]]>` can
 * form), and the two line separators JavaScript once read as line ends. Parses back to the same value.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** What X-Robots-Tag and the robots meta say of a page kept out of search engines' indexes. */
export const NOINDEX = 'noindex, follow';

const meta = (attribute: 'name' | 'property', key: string, content: string | null | undefined): string[] =>
  content ? [`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`] : [];

/** The head's elements for a page (title and description replace index.html's own). */
export function headElements(page: PageMeta): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    ...(page.noindex ? meta('name', 'robots', NOINDEX) : []),
    ...meta('property', 'og:type', page.type),
    ...meta('property', 'og:site_name', page.siteName),
    ...meta('property', 'og:title', page.shareTitle),
    ...meta('property', 'og:description', page.description),
    ...meta('property', 'og:url', page.canonical),
    ...meta('property', 'og:locale', page.locale),
    ...meta('property', 'og:image', page.image),
    ...(page.type === 'article' ? meta('property', 'article:published_time', page.published) : []),
    ...meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', page.shareTitle),
    ...meta('name', 'twitter:description', page.description),
    ...meta('name', 'twitter:image', page.image),
    ...(page.jsonLd ? [`<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`] : []),
  ];
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** `html` (a page of index.html) saying what `page` is: its title and description, and the rest at the head's end. */
export function withPageMeta(html: string, page: PageMeta | null): string {
  if (!page) return withRenderedTitle(html);
  const described = html
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}">`);
  return described.replace(/\s*<\/head>/, () => `\n${headElements(page).map((element) => `    ${element}\n`).join('')}  </head>`);
}

/** The first name the rendered page gives its document (core/engine/render/document-title.ts), React-escaped. */
const RENDERED_TITLE = new RegExp(`<[a-z]+ [^>]*${DOCUMENT_TITLE_ATTRIBUTE}="([^"]+)"`);

/** A page the head does not describe keeps the title its render names, as its script will (or the default one). */
function withRenderedTitle(html: string): string {
  const named = RENDERED_TITLE.exec(html)?.[1];
  // React escaped it as an attribute (& < > " '): as the title's text it reads the same and cannot close it.
  return named ? html.replace(TITLE, () => `<title>${named}</title>`) : html;
}

/** `html` with the robots meta that keeps it out of indexes. */
export const withNoindex = (html: string): string => html.replace(/\s*<\/head>/, () => `\n    <meta name="robots" content="${NOINDEX}">\n  </head>`);

/** A page kept out of indexes without the renderer's word: an editor's preview (drafts among it). */
export const isPreview = (url: URL): boolean => url.searchParams.get('preview') === '1';

export interface SiteDescription {
  pageMeta: PageMetaOf;
  siteIndex: (language: 'zh-CN' | 'zh-TW' | 'en') => SiteIndex;
}

/** The build's page descriptions and site index (dist/ssr), when the build has them. */
export async function loadSiteDescription(distDir: string, onError: (error: unknown) => void): Promise<SiteDescription | null> {
  const file = join(distDir, SSR_DIR, 'server-entry.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<SiteDescription>;
    if (typeof module.pageMeta !== 'function' || typeof module.siteIndex !== 'function') return null;
    return { pageMeta: module.pageMeta, siteIndex: module.siteIndex };
  } catch (error) {
    onError(error);
    return null;
  }
}

/** One answer a page was rendered from, as its description reads it (its JSON; undefined when none). */
export function fetchedJson(address: string, body: string, post?: { body: string }): FetchedJson {
  let answer: unknown;
  try {
    answer = JSON.parse(body) as unknown;
  } catch {
    answer = undefined;
  }
  return { address, ...(post ? { post: post.body } : {}), answer };
}

/** A page as it goes out, and whether it is kept out of indexes (for X-Robots-Tag). */
export interface DescribedPage {
  html: string;
  noindex: boolean;
}

/**
 * The page as it goes out: saying what it is, from the answers it was rendered from; or, an editor's
 * preview (drafts among it), kept out of indexes and describing nothing. A description that fails
 * leaves the page as it was (and is reported).
 */
export function pageDescriber(
  site: SiteDescription | null,
  onError: (error: unknown) => void,
): (html: string, url: URL, headers: IncomingHttpHeaders, answers: readonly FetchedJson[]) => DescribedPage {
  return (html, url, headers, answers) => {
    if (isPreview(url)) return { html: withNoindex(html), noindex: true };
    if (!site) return { html, noindex: false };
    const language = servedLanguage(url, headers['accept-language']);
    try {
      const description = site.pageMeta({ language, pageUrl: url.href, userAgent: headers['user-agent'] ?? '', answers });
      return { html: withPageMeta(html, description), noindex: description?.noindex ?? false };
    } catch (error) {
      onError(error);
      return { html, noindex: false };
    }
  };
}
