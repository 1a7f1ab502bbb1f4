/**
 * The contract between the server (server/page-head.ts, server/sitemaps.ts) and the build's renderer
 * (src/ssr/page-meta.ts, src/ssr/site-index.ts) for what a page says about itself in its <head> and
 * what the sitemaps list. Plain data and types, importing nothing: the server reads it as it is.
 */

/** One CMS answer the server fetched for a page: the address asked (a POST's body beside it) and its JSON. */
export interface FetchedJson {
  address: string;
  post?: string;
  answer: unknown;
}

export interface PageMetaInput {
  language: 'zh-CN' | 'zh-TW' | 'en';
  /** The page's full address as the reader sees it. */
  pageUrl: string;
  userAgent: string;
  /** The answers the page was rendered from (in the order fetched). */
  answers: readonly FetchedJson[];
}

/** What a page carries in its <head> for browsers, chat apps' link previews and search engines. */
export interface PageMeta {
  /** The <title>. */
  title: string;
  /** The title a link preview shows (og:title), without the app's name. */
  shareTitle: string;
  description: string;
  /** The page's one address, absolute. */
  canonical: string;
  /** The lead picture, absolute (http or https), if any. */
  image: string | null;
  /** Open Graph's type. */
  type: 'article' | 'video.other' | 'website';
  siteName: string;
  /** Open Graph's locale ('zh_CN'). */
  locale: string;
  /** When the content was published (ISO 8601 with offset), for an article or a video. */
  published: string | null;
  /** The page's structured data (schema.org), written as JSON-LD. */
  jsonLd: Record<string, unknown> | null;
  /** Kept out of search engines' indexes (search results). */
  noindex: boolean;
}

export type PageMetaOf = (input: PageMetaInput) => PageMeta | null;

/** One content address a sitemap lists. */
export interface SiteEntry {
  /** Path and query on the page's own site ('/details?newsId=1'). */
  path: string;
  title: string;
  /** When it was published (ms since the epoch), when the CMS says. */
  published: number | null;
  /** The same in W3C Datetime, in the city's offset ('2026-11-22T08:00:00+08:00'). */
  publishedText: string | null;
}

/** A page of the feed as the sitemaps read it. */
export interface FeedPage {
  /** Its contents that have a page of their own. */
  entries: SiteEntry[];
  /** The load-more call after it; null at the feed's end. */
  next: string | null;
  /** When the last content of the paged list (where the next page starts) was published, if known. */
  reached: number | null;
}

/** What the sitemaps need from the build: the feed's entries and where its next page is. */
export interface SiteIndex {
  /** The first call: the home's news feed (its first page). */
  firstPage: string;
  /** One page of the feed (the composite answer, or a load-more's), read. `call`: the call that brought it. */
  readPage(answer: unknown, call: string): FeedPage;
  /** The site's list pages (home, life, video), paths. */
  listPages: readonly string[];
  /** The app's name in the language, for the news sitemap's publication. */
  publicationName: string;
}
