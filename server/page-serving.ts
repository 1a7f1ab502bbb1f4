import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_EDGE_TTL_S, DEGRADED_HEADER, pageCaching } from './cache-policy.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FetchBody } from './article-bodies.ts';
import { CONTENT_SECURITY_POLICY } from './config.ts';
import { UPSTREAM_TIMEOUT_MS } from './upstream.ts';
import { otherPages as otherPagesOf, SSR_DIR } from './home-page.ts';
import { servedLanguage, withDocumentLanguage } from './home-head.ts';
import { loadPageRenderer, renderedPages } from './rendered-pages.ts';
import { SERVICE_WORKER_CACHE_CONTROL, SERVICE_WORKER_FILE } from './service-worker-file.ts';
import { fetchedJson, isPreview, loadSiteDescription, NOINDEX, pageDescriber, type FetchedJson } from './page-head.ts';
import { serveSitemaps } from './sitemaps.ts';
import { publicOriginOf, REQUEST_ORIGIN, type PublicOriginSetting } from './public-origin.ts';
import { routeModuleKey } from '../src/routes/route-modules.ts';

/*
 * The built app as pages: the hashed assets, and every page path answered with its server rendering
 * (the home among them) or the app. The same for the local CMS (`npm start`) and production mode, which differ
 * only in where the pages' API answers come from.
 */

/** One API answer as the page would get it (status and body text). */
export interface ApiAnswer {
  status: number;
  body: string;
}

/**
 * GET of an API address ('/api/cms/client/...') on the server's side, with the reader's headers that
 * matter to the CMS (token, language): the local CMS in-process, or the upstream platform. With
 * `post`, a POST of that JSON body (the search calls).
 */
export type FetchAnswer = (url: string, headers: Readonly<Record<string, string>>, post?: { body: string }, signal?: AbortSignal) => Promise<ApiAnswer>;

/**
 * All the platform calls of one page render together take no longer than this (they run one after
 * another: a detail's content, then its body), the one call's own time-out: past it the reader gets
 * the app, which asks by itself, rather than waiting twice as long.
 */
export const PAGE_RENDER_DEADLINE_MS = UPSTREAM_TIMEOUT_MS;

/** A signal that fires when the reader goes away before the answer was sent: stop asking for them. */
export function readerGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** Aborts when the reader goes away before the page was sent, or at the render's deadline. */
const renderSignal = (reply: FastifyReply, deadlineMs: number): AbortSignal => AbortSignal.any([readerGone(reply), AbortSignal.timeout(deadlineMs)]);

/** The API answered in-process by the local CMS's own routes (no socket). */
export const localAnswers =
  (app: FastifyInstance): FetchAnswer =>
  async (url, headers, post) => {
    const answer = post
      ? await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: post.body })
      : await app.inject({ method: 'GET', url, headers });
    return { status: answer.statusCode, body: answer.body };
  };

/** Folders of the build that hold files, never pages: what is not served there is not found (not the app). */
const FILE_FOLDERS = /^\/(?:assets|ssr)\//;

/**
 * Registers the built assets of `distDir` and every page path (a client-side route):
 * server-rendered when the server renders that page, else the app, which renders it. False when
 * there is no build.
 */
export async function servePages(
  app: FastifyInstance,
  distDir: string,
  fetchAnswer: FetchAnswer,
  {
    policy = CONTENT_SECURITY_POLICY,
    edgeTtl = DEFAULT_EDGE_TTL_S,
    fetchBody,
    renderDeadlineMs = PAGE_RENDER_DEADLINE_MS,
    publicOrigin = REQUEST_ORIGIN,
  }: { policy?: string; edgeTtl?: number; fetchBody?: FetchBody; renderDeadlineMs?: number; publicOrigin?: PublicOriginSetting } = {},
): Promise<boolean> {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return false;
  // Shared caches keep anonymous pages; a reader's own are never stored (server/cache-policy.ts).
  // A page made without an answer it needed (the platform failed) is the reader's for now, but no
  // cache keeps it: an edge keeps serving the last good one (deploy/varnish/default.vcl).
  const sendPage = (reply: FastifyReply, headers: IncomingHttpHeaders, html: string, degraded = false, noindex = false) => {
    const { cacheControl, vary } = pageCaching(headers, edgeTtl);
    if (degraded) reply.header(DEGRADED_HEADER, 'upstream');
    // Editors' previews (drafts among them) and search results stay out of search engines' indexes.
    if (noindex) reply.header('x-robots-tag', NOINDEX);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', degraded ? 'private, no-store' : cacheControl)
      .header('vary', vary)
      .send(html);
  };
  const renderFailed = (error: unknown) => app.log.error({ err: error }, 'page: server rendering failed');
  // What each page says of itself in its head, and the sitemaps (server/page-head.ts, server/sitemaps.ts).
  const site = await loadSiteDescription(distDir, renderFailed);
  const described = pageDescriber(site, renderFailed);
  // The page's address as readers know it (server/public-origin.ts): what its head says of it.
  const publicAddress = (request: FastifyRequest): URL => new URL(`${publicOriginOf(request, publicOrigin)}${request.url}`);
  if (site) serveSitemaps(app, site.siteIndex('zh-CN'), fetchAnswer, edgeTtl, { originOf: (request) => publicOriginOf(request, publicOrigin) });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The server renderer (dist/ssr) runs here; it is not the reader's to download.
    globIgnore: [`${SSR_DIR}/**`],
    index: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      // Hashed build assets never change under their name.
      if (path.includes(`${join(distDir, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      // The offline worker (or its compressed copy): the browser asks each time (a new release is a new file), no shared cache keeps it.
      else if (path.replace(/\.(?:br|gz)$/, '') === join(distDir, SERVICE_WORKER_FILE)) res.header('cache-control', SERVICE_WORKER_CACHE_CONTROL);
    },
  });

  const otherPages = otherPagesOf(indexHtml);
  const pageRenderer = await loadPageRenderer(distDir, renderFailed);
  const renderedPage = pageRenderer ? renderedPages(indexHtml, pageRenderer, renderFailed, policy) : null;
  // A route (not the not-found handler): the compression and every hook of routes apply to pages too.
  app.get('/*', async (request, reply) => {
    // An API or file address nobody serves is not a page: not found, in its own kind.
    if (request.url.startsWith('/api/') || FILE_FOLDERS.test(request.url)) return reply.callNotFound();
    // Joined, not resolved: an address like '//elsewhere/x' stays a path of this host (Host was checked at the door).
    const url = new URL(`${request.protocol}://${request.host}${request.url}`);
    const acceptLanguage = request.headers['accept-language'];
    let upstreamFailed = false;
    const signal = renderSignal(reply, renderDeadlineMs);
    // The answers the page is rendered from also say what it is (its head).
    const answers: FetchedJson[] = [];
    const rendered = await renderedPage?.({ pageUrl: url, acceptLanguage, userAgent: request.headers['user-agent'] ?? '' }, async (address, post) => {
      const answer = await fetchAnswer(address, {}, post, signal);
      upstreamFailed ||= answer.status >= 500;
      if (answer.status === 200 && address.startsWith('/api/')) answers.push(fetchedJson(address, answer.body, post));
      return answer;
    }, fetchBody);
    if (rendered) reply.header('content-security-policy', rendered.contentSecurityPolicy);
    // A page the app renders by itself keeps the app's generic head (it has no answers here to say more).
    const page = rendered?.html ?? otherPages({ path: routeModuleKey(url), lang: url.searchParams.get('lang') ?? undefined, acceptLanguage });
    const out = rendered || isPreview(url) ? described(page, publicAddress(request), request.headers, answers) : { html: page, noindex: false };
    return sendPage(reply, request.headers, withDocumentLanguage(out.html, servedLanguage(url, acceptLanguage)), upstreamFailed, out.noindex);
  });
  return true;
}
