import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { CONTENT_SECURITY_POLICY, MEDIA_DIR, TTS_CREDENTIALS } from './config.ts';
import type { Db } from './db/database.ts';
import { BAD_PARAMETER, fail, NOT_FOUND } from './envelope.ts';
import { HOME_FEED_REQUEST, homePages, loadHomeRenderer, otherPages as otherPagesOf, SSR_DIR } from './home-page.ts';
import { clientErrorAnswer, frameworkError, refuseUnsafeInput } from './input-guards.ts';
import { recordRoutes } from './route-list.ts';
import { commentRoutes } from './routes/comments.ts';
import { compositeRoutes } from './routes/composite.ts';
import { contentRoutes } from './routes/contents.ts';
import { homeRoutes } from './routes/home.ts';
import { interactionRoutes } from './routes/interactions.ts';
import { legacyRoutes } from './routes/legacy.ts';
import { mediaRoutes } from './routes/media.ts';
import { pageRoutes } from './routes/pages.ts';
import { platformRoutes } from './routes/platform.ts';
import { searchRoutes } from './routes/search.ts';
import { specialRoutes } from './routes/specials.ts';
import { ttsRoutes } from './routes/tts.ts';
import { videoRoutes } from './routes/video.ts';
import { renderReportRoutes } from './routes/render-reports.ts';
import { cmsShapes, widenAnswer } from './wide-shapes.ts';
import { weChatLoginRoutes } from './routes/wechat-login.ts';
import { attachTtsStandIn } from './tts/stand-in.ts';

/** Brotli quality for answers compressed per request. */
export const BROTLI_ANSWER_QUALITY = 4;
/** Answers smaller than this go uncompressed: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Folders of the build that hold files, never pages: what is not served there is not found (not the app). */
const FILE_FOLDERS = /^\/(?:assets|ssr)\//;

export interface AppOptions {
  db: Db;
  /** The built app to serve beside the API (omit for API-only use, as in `npm run dev`). */
  distDir?: string;
  logger?: boolean;
  /** Reuse a home rendering for the same answer a few seconds (server/home-page.ts reusingRenders); off only to measure it. */
  reuseHomeRenders?: boolean;
}

/** The local CMS: the client API under /api, generated media, and the built app under a strict CSP. */
export async function buildApp({ db, distDir, logger = false, reuseHomeRenders = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    frameworkErrors: frameworkError,
    clientErrorHandler: (error, socket) => {
      if (socket.writable) socket.end(clientErrorAnswer(error as { code?: string }));
      else socket.destroy(error);
    },
    ajv: { customOptions: { coerceTypes: true, allErrors: false, allowUnionTypes: true } },
  });
  recordRoutes(app);
  app.addHook('preHandler', refuseUnsafeInput);

  if (cmsShapes() === 'wide') {
    // Before compression: the JSON answers of the API, reshaped (server/wide-shapes.ts).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/') || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
      try {
        return JSON.stringify(widenAnswer(JSON.parse(payload)));
      } catch {
        return payload;
      }
    });
  }


  // JSON answers and pages go compressed (the build's own assets are pre-compressed, see vite.config.ts).
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain at a small cost per answer (11, the default, is for build time).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_ANSWER_QUALITY } },
  });

  app.addHook('onSend', async (_request, reply) => {
    // A page may have widened the policy for itself (the home's style attributes, by hash).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  // Bad input is the caller's fault: a 4xx envelope naming the field, never a 5xx or a stack trace.
  app.setErrorHandler((error, request, reply) => {
    const err = error as { validation?: unknown; validationContext?: string; statusCode?: number; message: string };
    if (err.validation) {
      return reply.code(BAD_PARAMETER).send(fail(BAD_PARAMETER, `${err.validationContext ?? 'request'}: ${err.message}`));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send(fail(status, status === 500 ? 'internal error' : err.message));
  });

  // Form-encoded bodies (the client's FormData posts) read as plain objects.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  for (const routes of [compositeRoutes, contentRoutes, specialRoutes, homeRoutes, videoRoutes, searchRoutes, interactionRoutes, commentRoutes, legacyRoutes, platformRoutes, weChatLoginRoutes, renderReportRoutes, pageRoutes]) {
    routes(app, db);
  }
  mediaRoutes(app);
  // Speech synthesis (spec 2 §9): the signed URL, and the provider's stand-in on /v2/tts of this server.
  ttsRoutes(app, TTS_CREDENTIALS);
  const ttsStandIn = attachTtsStandIn(app.server, { credentials: TTS_CREDENTIALS });
  // Before the server closes: upgraded sockets would otherwise keep it open.
  app.addHook('preClose', async () => ttsStandIn.close());
  await app.register(fastifyStatic, { root: MEDIA_DIR, prefix: '/media/', wildcard: false, decorateReply: false, maxAge: 3_600_000 });

  const indexHtml = distDir ? join(distDir, 'index.html') : null;
  if (distDir && indexHtml && existsSync(indexHtml)) {
    const renderFailed = (error: unknown) => app.log.error({ err: error }, 'home: server rendering failed');
    const homePage = homePages(indexHtml, await loadHomeRenderer(distDir, renderFailed, reuseHomeRenders), renderFailed);
    app.get<{ Querystring: { lang?: string; preview?: string } }>('/', async (request, reply) => {
      // The feed answer the page would ask for first (cached): rendered into the page.
      const feed = await app.inject({ method: 'GET', url: HOME_FEED_REQUEST });
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const page = await homePage(
        {
          lang: typeof request.query.lang === 'string' ? request.query.lang : undefined,
          acceptLanguage: request.headers['accept-language'],
          search,
          preview: request.query.preview === '1',
        },
        { ok: feed.statusCode === 200, body: feed.body },
      );
      if (page.contentSecurityPolicy) reply.header('content-security-policy', page.contentSecurityPolicy);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-language').send(page.html);
    });
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
      },
    });
  }

  const otherPages = indexHtml && existsSync(indexHtml) ? otherPagesOf(indexHtml) : null;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(NOT_FOUND).send(fail(NOT_FOUND, `no route ${request.method} ${request.url.split('?')[0]}`));
    if (request.method === 'GET' && otherPages && !FILE_FOLDERS.test(request.url)) {
      // Client-side routes: every page path gets the app, which renders the page.
      const url = new URL(request.url, 'http://page');
      const lang = url.searchParams.get('lang') ?? undefined;
      const page = otherPages({ path: url.pathname, lang, acceptLanguage: request.headers['accept-language'] });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-language').send(page);
    }
    return reply.code(NOT_FOUND).type('text/plain').send('not found');
  });

  return app;
}
