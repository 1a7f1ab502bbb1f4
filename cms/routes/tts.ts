import type { FastifyInstance } from 'fastify';
import { TTS_CREDENTIALS } from '../config.ts';
import { BAD_PARAMETER, fail, ok } from '../../server/envelope.ts';
import { signedTtsUrl, type TtsCredentials } from '../tts/sign.ts';

/** Path of the signed speech URL (not in the spec: chosen here). */
export const TTS_URL_PATH = '/api/tts/url';

/** A host name or address with an optional port: the Host header is signed into the URL, so it must be one. */
const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Spec 2 §9 speech synthesis is a signed websocket service: the browser asks for a freshly signed URL
 * (valid for TTS_CLOCK_SKEW_SECONDS) and the app id, never for the secret. The local CMS signs for its
 * stand-in on the same host (ws, or wss behind TLS); production signs for wss://tts-api.xfyun.cn.
 */
export function ttsRoutes(app: FastifyInstance, credentials: TtsCredentials = TTS_CREDENTIALS): void {
  app.get(TTS_URL_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The host the browser reached this server by, which is also where the stand-in listens.
    const host = request.host;
    if (!HOST.test(host)) return reply.code(BAD_PARAMETER).send(fail(BAD_PARAMETER, 'headers: host is not a host name'));
    const scheme = request.protocol === 'https' ? 'wss' : 'ws';
    return ok({ url: signedTtsUrl(scheme, host, credentials, new Date()), appId: credentials.appId });
  });
}
