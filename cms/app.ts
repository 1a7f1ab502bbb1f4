import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAnswerBasics } from '../server/answer-basics.ts';
import { MEDIA_DIR, TTS_CREDENTIALS } from './config.ts';
import type { Db } from './db/database.ts';
import { BAD_PARAMETER, fail, NOT_FOUND } from '../server/envelope.ts';
import { localAnswers, servePages } from '../server/page-serving.ts';
import { clientErrorAnswer, frameworkError, refuseUnsafeInput } from '../server/input-guards.ts';
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
import { webVitalsRoutes } from './routes/web-vitals.ts';
import { editorRoutes } from './routes/editor.ts';
import { cmsShapes, widenAnswer } from './wide-shapes.ts';
import { weChatLoginRoutes } from './routes/wechat-login.ts';
import { attachTtsStandIn } from './tts/stand-in.ts';
import { healthRoute } from '../server/healthz.ts';
import { graphqlStandIn } from './graphql.ts';

export interface AppOptions {
  db: Db;
  /** The built app to serve beside the API (omit for API-only use, as in `npm run dev`). */
  distDir?: string;
  logger?: boolean;
}

/** The local CMS: the client API under /api, generated media, and the built app under a strict CSP. */
export async function buildApp({ db, distDir, logger = false }: AppOptions): Promise<FastifyInstance> {
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
    // Before compression: the JSON answers of the API, reshaped (cms/wide-shapes.ts).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api/') || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
      try {
        return JSON.stringify(widenAnswer(JSON.parse(payload)));
      } catch {
        return payload;
      }
    });
  }


  await registerAnswerBasics(app);

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

  for (const routes of [compositeRoutes, contentRoutes, specialRoutes, homeRoutes, videoRoutes, searchRoutes, interactionRoutes, commentRoutes, legacyRoutes, platformRoutes, weChatLoginRoutes, renderReportRoutes, webVitalsRoutes, editorRoutes, pageRoutes]) {
    routes(app, db);
  }
  mediaRoutes(app);
  // The 5G platform's GraphQL endpoint (spec 2 §7), on this origin as the production server passes it.
  await graphqlStandIn(app, db);
  // Speech synthesis (spec 2 §9): the signed URL, and the provider's stand-in on /v2/tts of this server.
  ttsRoutes(app, TTS_CREDENTIALS);
  const ttsStandIn = attachTtsStandIn(app.server, { credentials: TTS_CREDENTIALS });
  // Before the server closes: upgraded sockets would otherwise keep it open.
  app.addHook('preClose', async () => ttsStandIn.close());
  await app.register(fastifyStatic, { root: MEDIA_DIR, prefix: '/media/', wildcard: false, decorateReply: false, maxAge: 3_600_000 });

  healthRoute(app, { distDir, cms: 'local' });
  if (distDir) await servePages(app, distDir, localAnswers(app));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(NOT_FOUND).send(fail(NOT_FOUND, `no route ${request.method} ${request.url.split('?')[0]}`));
    return reply.code(NOT_FOUND).type('text/plain').send('not found');
  });

  return app;
}
