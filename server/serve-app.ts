import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerAnswerBasics } from './answer-basics.ts';
import { fail, NOT_FOUND } from './envelope.ts';
import { healthRoute } from './healthz.ts';
import { clientErrorAnswer, frameworkError } from './input-guards.ts';
import { readerGone, servePages } from './page-serving.ts';
import { contentSecurityPolicy } from './page-policy.ts';
import { apiCaching, DEFAULT_EDGE_TTL_S } from './cache-policy.ts';
import { ANALYTICS_COLLECTOR_DEFAULT } from './platform-hosts.ts';
import { fieldVitalsLogRoute } from './field-vitals.ts';
import { createBodyFetcher, platformBodyAddress } from './article-bodies.ts';
import { noteForLog } from './request-log.ts';
import { GRAPHQL_PATH } from '../core/engine/http/graphql-endpoint.ts';
import { discard, requestUpstream } from './upstream-client.ts';
import {
  API_REQUEST_HEADERS,
  BAD_GATEWAY,
  FILE_ANSWER_HEADERS,
  FILE_REQUEST_HEADERS,
  GATEWAY_TIMEOUT,
  GRAPHQL_REQUEST_HEADERS,
  passedHeaders,
  proxyApi,
  upstreamAnswers,
  upstreamUrl,
  UPSTREAM_TIMEOUT_MS,
} from './upstream.ts';

/*
 * Production mode (`CMS_UPSTREAM=https://… npm run serve`): the built app, its pages rendered from
 * the remote content platform, and the platform's API and files passed through on the page's own
 * origin; pictures, video and article bodies at the platform's own addresses load from its hosts,
 * which the page's policy names (server/page-policy.ts). No database, no state between requests.
 */

/** Largest request body passed up (the tracking upload's 500 events fit many times over). */
export const PROXIED_BODY_LIMIT_BYTES = 1024 * 1024;
/** A cheap platform call for /healthz?deep=1 (server/healthz.ts). */
export const UPSTREAM_PROBE_PATH = '/api/cms/client/home/hotSrv';
/** What the page fetches besides /api: article bodies and third-party pages, media. */
const FILE_PREFIXES = ['/content/', '/media/'] as const;
/** The analytics SDK's calls (its channel domain is the page's origin and this path), passed to the collector. */
export const COLLECTOR_PREFIX = '/collector/';

export interface ServeOptions {
  upstream: URL;
  distDir: string;
  timeoutMs?: number;
  /** Origins besides the upstream's that media, connections and frames may come from (CMS_MEDIA_HOSTS). */
  mediaOrigins?: readonly string[];
  /** Seconds a shared cache keeps an anonymous page (EDGE_TTL, server/cache-policy.ts). */
  edgeTtl?: number;
  /** All the platform calls of one page render, together (server/page-serving.ts); the call time-out by default. */
  renderDeadlineMs?: number;
  /** Where `/collector/…` goes (ANALYTICS_COLLECTOR): DataRangers' collector by default. */
  collector?: URL;
  /** Where the field data's log lines go (stdout by default: server/field-vitals.ts). */
  logFieldVitals?: (line: string) => void;
}

const bodyOf = (request: FastifyRequest): Buffer | undefined => (Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined);

export async function buildServeApp({
  upstream,
  distDir,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  mediaOrigins = [],
  edgeTtl,
  renderDeadlineMs = timeoutMs,
  collector = new URL(ANALYTICS_COLLECTOR_DEFAULT),
  logFieldVitals,
}: ServeOptions): Promise<FastifyInstance> {
  // The platform's own origin and the named hosts (server/page-policy.ts).
  const origins = [...new Set([upstream.origin, ...mediaOrigins])];
  const policy = contentSecurityPolicy(origins);
  const app = Fastify({
    frameworkErrors: frameworkError,
    clientErrorHandler: (error, socket) => {
      if (socket.writable) socket.end(clientErrorAnswer(error as { code?: string }));
      else socket.destroy(error);
    },
    bodyLimit: PROXIED_BODY_LIMIT_BYTES,
  });
  // Bodies go up as they came: no parsing here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await registerAnswerBasics(app, policy);
  app.setErrorHandler((error, request, reply) => {
    const err = error as { statusCode?: number; message: string };
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    noteForLog(request, status === 500 ? `error: ${err.message}` : err.message);
    return reply.code(status).send(fail(status, status === 500 ? 'internal error' : err.message));
  });

  healthRoute(app, {
    distDir,
    cms: 'upstream',
    probeUpstream: async () => (await proxyApi(upstream, UPSTREAM_PROBE_PATH, { method: 'GET', headers: {}, timeoutMs })).failure === null,
  });

  // Readers' field data is logged here, not passed to the platform.
  fieldVitalsLogRoute(app, logFieldVitals);

  const passToPlatform = (headerNames: readonly string[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await proxyApi(upstream, request.url, {
      method: request.method,
      headers: passedHeaders(request.headers, headerNames, request.ip),
      body: bodyOf(request),
      signal: readerGone(reply),
      timeoutMs,
    });
    if (answer.failure) noteForLog(request, `upstream ${answer.failure}`);
    // Already compressed by the platform for this reader: sent as it is (@fastify/compress passes it by).
    if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding).header('vary', 'accept-encoding');
    return reply
      .code(answer.status)
      .type(answer.contentType)
      .header('cache-control', apiCaching(request.headers, request.method, answer.status, answer.cacheControl, edgeTtl ?? DEFAULT_EDGE_TTL_S))
      .send(answer.body);
  };
  app.all('/api/*', passToPlatform(API_REQUEST_HEADERS));
  // Spec 2 §7: the GraphQL endpoint on the page's own origin too, with its TenantId header; a POST carrying Authorization, never stored.
  app.post(GRAPHQL_PATH, passToPlatform(GRAPHQL_REQUEST_HEADERS));

  const proxyFile = (base: URL, path: (url: string) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = passedHeaders(request.headers, FILE_REQUEST_HEADERS, request.ip);
    const response = await requestUpstream(upstreamUrl(base, path(request.url)), { method: request.method, headers, body: bodyOf(request), signal: readerGone(reply), timeoutMs });
    if (typeof response === 'string' || response.status >= 500) {
      const failure = typeof response === 'string' ? response : `server-error ${response.status}`;
      // A 5xx page that never ends is cut at the time-out instead of holding its connection.
      if (typeof response !== 'string') discard(response);
      noteForLog(request, `upstream ${failure}`);
      return reply.code(failure === 'timeout' ? GATEWAY_TIMEOUT : BAD_GATEWAY).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`content platform: ${failure}`);
    }
    // The time-out covered the wait for the headers; a long video may take its time.
    response.done();
    reply.code(response.status);
    for (const name of FILE_ANSWER_HEADERS) {
      const value = response.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(response.body);
  };
  const platformFile = proxyFile(upstream, (url) => url);
  // The collector's own paths (`/list`, `/webid`) under its base: the prefix is ours.
  const collectorCall = proxyFile(collector, (url) => url.slice(COLLECTOR_PREFIX.length - 1));
  for (const prefix of FILE_PREFIXES) {
    app.get(`${prefix}*`, platformFile);
    app.post(`${prefix}*`, platformFile);
  }
  app.get(`${COLLECTOR_PREFIX}*`, collectorCall);
  app.post(`${COLLECTOR_PREFIX}*`, collectorCall);

  // Article bodies from the platform's hosts, kept between renders (server/article-bodies.ts).
  const fetchBody = createBodyFetcher({ upstreamAddress: platformBodyAddress(upstream, origins), timeoutMs });
  if (!(await servePages(app, distDir, upstreamAnswers(upstream, timeoutMs), { policy, edgeTtl, fetchBody, renderDeadlineMs }))) throw new Error(`no build in ${distDir}: run \`npm run build\` first`);
  app.setNotFoundHandler((_request, reply) => reply.code(NOT_FOUND).type('text/plain').send('not found'));
  return app;
}
