import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { TTS_CREDENTIALS } from '../../cms/config.ts';
import { TTS_URL_PATH } from '../../cms/routes/tts.ts';
import { signedTtsUrl } from '../../cms/tts/sign.ts';
import { attachTtsStandIn } from '../../cms/tts/stand-in.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the speech stand-in (cms/tts/stand-in.ts) and its signed-URL route. */
    ttsStandIn: string;
  }
}

/**
 * Global setup of the browser project: the iFlytek stand-in of the local CMS on a port of its own,
 * with the CMS's signed-URL route (`GET /api/tts/url`, answered with CORS for the test page's origin)
 * and `GET /tts/stats` (sessions opened and texts received) for tests to count sockets.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('cache-control', 'no-store');
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (path === TTS_URL_PATH) return json({ code: 200, message: 'success', data: { url: signedTtsUrl('ws', req.headers.host ?? '', TTS_CREDENTIALS, new Date()), appId: TTS_CREDENTIALS.appId } });
    if (path === '/tts/stats') return json(standIn.stats);
    res.writeHead(404).end();
  });
  const standIn = attachTtsStandIn(server, { credentials: TTS_CREDENTIALS });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('ttsStandIn', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    standIn.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
