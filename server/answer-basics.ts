import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from './config.ts';
import { refuseHostileHeaders } from './input-guards.ts';
import { BROTLI_ANSWER_QUALITY, COMPRESS_THRESHOLD_BYTES, deliverPages } from './page-delivery.ts';

/*
 * What every answer of ours gets, from the local CMS (`npm start`) and production mode alike:
 * pages tagged for revalidation, compression, and the security headers.
 */

/** `policy`: the page policy of every answer that sets none of its own (production names the platform's hosts). */
export async function registerAnswerBasics(app: FastifyInstance, policy: string = CONTENT_SECURITY_POLICY): Promise<void> {
  // Before anything reads them: a page's address is built from Host (server/page-serving.ts).
  app.addHook('onRequest', refuseHostileHeaders);
  // Pages: tagged, revalidated and compressed on their own (server/page-delivery.ts).
  deliverPages(app);
  // JSON answers go compressed (the build's own assets are pre-compressed, see vite.config.ts).
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_ANSWER_QUALITY } },
  });

  app.addHook('onSend', async (_request, reply) => {
    // A page may have widened the policy for itself (the home's style attributes, by hash).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
