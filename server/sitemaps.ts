import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiCaching, DEGRADED_HEADER } from './cache-policy.ts';
import type { SiteEntry, SiteIndex } from '../src/ssr/page-meta-contract.ts';
import type { FetchAnswer } from './page-serving.ts';
import { escapeHtml } from './page-head.ts';
import { UPSTREAM_TIMEOUT_MS } from './upstream.ts';

/*
 * The sitemaps and robots.txt (issue 32 item 3): the site's list pages and the contents of the home's
 * news feed, followed page by page through the feed's own load-more call (what the CMS lists newest
 * first, in production the platform through the server's upstream), and a Google News sitemap of
 * those published in the last two days. One listing serves every request for SITEMAP_REUSE_MS; the
 * answers are anonymous and shared caches keep them as they keep pages (server/cache-policy.ts).
 */

/** Google News lists articles of the last two days. */
export const NEWS_WINDOW_MS = 2 * 86_400_000;
/** Google News reads at most this many addresses of one news sitemap. */
export const NEWS_SITEMAP_MAX_URLS = 1000;
/**
 * Feed pages asked for at most per listing (the first and the load-mores, 20 contents each): about
 * two days of the city's news; each is one platform call, one after another.
 */
export const SITEMAP_MAX_FEED_PAGES = 25;
/** All the calls of one listing take no longer than this: past it, what came so far is listed. */
export const SITEMAP_DEADLINE_MS = 3 * UPSTREAM_TIMEOUT_MS;
/** How long one listing serves again (a minute: as long as an edge keeps a page by default). */
export const SITEMAP_REUSE_MS = 60_000;
/** The sitemaps' language: the contents' (the CMS writes in Simplified Chinese). */
export const SITEMAP_LANGUAGE = 'zh-CN';

export const SITEMAP_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';

/** What the feed lists: its contents, newest first as the feed has them, and whether every call answered. */
export interface Listing {
  entries: SiteEntry[];
  complete: boolean;
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The contents of the home's feed, from its first page on, until its paged list (the last panel)
 * reaches past the news window (published before `now - NEWS_WINDOW_MS`), the feed ends,
 * SITEMAP_MAX_FEED_PAGES or the deadline.
 */
export async function listFeed(index: SiteIndex, fetchAnswer: FetchAnswer, now: number, signal: AbortSignal = AbortSignal.timeout(SITEMAP_DEADLINE_MS)): Promise<Listing> {
  const seen = new Map<string, SiteEntry>();
  let call: string | null = index.firstPage;
  for (let pages = 0; call !== null && pages < SITEMAP_MAX_FEED_PAGES; pages += 1) {
    const reply = await fetchAnswer(call, {}, undefined, signal).catch(() => ({ status: 0, body: '' }));
    const answer = reply.status === 200 ? parsed(reply.body) : undefined;
    if (answer === undefined) return { entries: [...seen.values()], complete: false };
    const page = index.readPage(answer, call);
    const fresh = page.entries.filter((entry) => !seen.has(entry.path));
    for (const entry of fresh) seen.set(entry.path, entry);
    // The list reached past the window, or a page brought nothing new (a cursor that does not move): done.
    if ((pages > 0 && fresh.length === 0) || (page.reached !== null && page.reached < now - NEWS_WINDOW_MS)) break;
    call = page.next;
  }
  return { entries: [...seen.values()], complete: true };
}

/** `listFeed`, one listing at a time, reused for SITEMAP_REUSE_MS (a failed one is not kept). */
export function reusedListing(list: () => Promise<Listing>, now: () => number = Date.now): () => Promise<Listing> {
  let kept: { at: number; listing: Promise<Listing> } | null = null;
  return () => {
    if (kept && now() - kept.at < SITEMAP_REUSE_MS) return kept.listing;
    const listing = list();
    const entry = { at: now(), listing };
    kept = entry;
    void listing.then(
      (done) => {
        if (!done.complete && kept === entry) kept = null;
      },
      () => {
        if (kept === entry) kept = null;
      },
    );
    return listing;
  };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** sitemap.xml: the list pages, then every content listed, with its publication time. */
export function sitemapXml(origin: string, index: SiteIndex, entries: readonly SiteEntry[]): string {
  const urls = [
    ...index.listPages.map((path) => `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`),
    ...entries.map(
      (entry) => `<url><loc>${escapeHtml(new URL(entry.path, origin).href)}</loc>${entry.publishedText ? `<lastmod>${entry.publishedText}</lastmod>` : ''}</url>`,
    ),
  ];
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** sitemap-news.xml: the contents published in the last two days (Google News' format), newest first. */
export function newsSitemapXml(origin: string, index: SiteIndex, entries: readonly SiteEntry[], now: number): string {
  const recent = entries
    .filter((entry): entry is SiteEntry & { published: number; publishedText: string } => entry.published !== null && entry.publishedText !== null && entry.published >= now - NEWS_WINDOW_MS)
    .toSorted((a, b) => b.published - a.published)
    .slice(0, NEWS_SITEMAP_MAX_URLS);
  const publication = `<news:publication><news:name>${escapeHtml(index.publicationName)}</news:name><news:language>${SITEMAP_LANGUAGE.toLowerCase()}</news:language></news:publication>`;
  const urls = recent.map(
    (entry) =>
      `<url><loc>${escapeHtml(new URL(entry.path, origin).href)}</loc><news:news>${publication}<news:publication_date>${entry.publishedText}</news:publication_date><news:title>${escapeHtml(entry.title)}</news:title></news:news></url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemaps are named (absolute, as the format wants). */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\nSitemap: ${origin}${NEWS_SITEMAP_PATH}\n`;

const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * Registers /robots.txt, /sitemap.xml and /sitemap-news.xml, their addresses on `originOf` the
 * request (the public origin: server/public-origin.ts).
 */
export function serveSitemaps(
  app: FastifyInstance,
  index: SiteIndex,
  fetchAnswer: FetchAnswer,
  edgeTtl: number,
  { now = Date.now, originOf = requestOrigin }: { now?: () => number; originOf?: (request: FastifyRequest) => string } = {},
): void {
  const listing = reusedListing(() => listFeed(index, fetchAnswer, now()), now);
  const shared = (request: FastifyRequest) => apiCaching(request.headers, 'GET', 200, null, edgeTtl);
  app.get('/robots.txt', async (request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', shared(request)).send(robotsTxt(originOf(request))));
  for (const [path, write] of [
    [SITEMAP_PATH, (origin: string, entries: readonly SiteEntry[]) => sitemapXml(origin, index, entries)],
    [NEWS_SITEMAP_PATH, (origin: string, entries: readonly SiteEntry[]) => newsSitemapXml(origin, index, entries, now())],
  ] as const) {
    app.get(path, async (request, reply) => {
      const { entries, complete } = await listing();
      // Without every answer it needed the listing is the reader's for now; no cache keeps it (as a page).
      if (!complete) reply.header(DEGRADED_HEADER, 'upstream');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', complete ? shared(request) : 'private, no-store')
        .send(write(originOf(request), entries));
    });
  }
}
