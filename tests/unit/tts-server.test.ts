import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { base64ToBytes } from '../../core/platform/tts/pcm.ts';
import { buildRequestFrame } from '../../core/platform/tts/frames.ts';
import { TTS_CREDENTIALS } from '../../cms/config.ts';
import { TTS_URL_PATH } from '../../cms/routes/tts.ts';
import { signedTtsUrl, TTS_CLOCK_SKEW_SECONDS } from '../../cms/tts/sign.ts';
import { STAND_IN_SAMPLES_PER_CHARACTER, TTS_ERROR, TTS_MAX_TEXT_BYTES } from '../../cms/tts/stand-in.ts';
import { seededApp } from '../support/cms-app.ts';

/** The signed-URL route and the iFlytek stand-in of the local CMS, over a real port and a real ws client. */
const { app } = await seededApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
afterAll(() => app.close());

interface Frame {
  code: number;
  message: string;
  sid: string;
  data?: { audio: string; status: number; ced: string };
}

/** Opens `url`, sends `request` (when given), and collects the frames until the server closes. */
function session(url: string, request?: string): Promise<{ status?: number; frames: Frame[]; closeCode?: number }> {
  return new Promise((resolve) => {
    const frames: Frame[] = [];
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode, frames });
      socket.terminate();
    });
    socket.on('open', () => {
      if (request !== undefined) socket.send(request);
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      frames.push(frame);
      // protocols.md §2.3: the client closes after the last frame.
      if (frame.data?.status === 2) socket.close(1000);
    });
    socket.on('close', (closeCode) => resolve({ frames, closeCode }));
    socket.on('error', () => {});
  });
}

const signedNow = (at = new Date()) => signedTtsUrl('ws', host, TTS_CREDENTIALS, at);
const frameFor = (text: string) => JSON.stringify(buildRequestFrame(TTS_CREDENTIALS.appId, text));

describe(`GET ${TTS_URL_PATH}`, () => {
  it('answers a freshly signed ws URL of the same host and the app id, never the secret', async () => {
    const res = await app.inject({ method: 'GET', url: TTS_URL_PATH, headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { code: number; data: { url: string; appId: string } };
    expect(body.code).toBe(200);
    expect(body.data.appId).toBe(TTS_CREDENTIALS.appId);
    const url = new URL(body.data.url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`ws://${host}/v2/tts`);
    expect(Math.abs(Date.parse(url.searchParams.get('date') ?? '') - Date.now())).toBeLessThan(5000);
    expect(res.body).not.toContain(TTS_CREDENTIALS.apiSecret);
  });

  it('refuses a Host header that is not a host', async () => {
    const res = await app.inject({ method: 'GET', url: TTS_URL_PATH, headers: { host: 'evil.example/"x' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('iFlytek stand-in on /v2/tts', () => {
  it('streams PCM proportional to the text in status 1 frames, a final status 2, one sid and a rising ced', async () => {
    const res = await app.inject({ method: 'GET', url: TTS_URL_PATH, headers: { host } });
    const text = '长沙新闻'.repeat(50);
    const { frames } = await session((res.json() as { data: { url: string } }).data.url, frameFor(text));
    expect(frames.length).toBeGreaterThan(2);
    expect(frames.every((f) => f.code === 0)).toBe(true);
    expect(frames.map((f) => f.data?.status)).toEqual([...Array(frames.length - 1).fill(1), 2]);
    expect(new Set(frames.map((f) => f.sid)).size).toBe(1);
    const ced = frames.map((f) => Number(f.data?.ced));
    expect(ced).toEqual(ced.toSorted((a, b) => a - b));
    expect(ced.at(-1)).toBe(200);
    const bytes = frames.reduce((sum, f) => sum + base64ToBytes(f.data?.audio ?? '').length, 0);
    expect(bytes).toBe(200 * STAND_IN_SAMPLES_PER_CHARACTER * 2);
    // Odd frame sizes: samples straddle frames.
    expect(base64ToBytes(frames[0]?.data?.audio ?? '').length % 2).toBe(1);
  });

  it('answers HTTP 401 to a wrong signature and 403 to a date more than 300 s off', async () => {
    const forged = new URL(signedNow());
    forged.searchParams.set('authorization', Buffer.from('api_key="test_api_key", algorithm="hmac-sha256", headers="host date request-line", signature="AAAA"').toString('base64'));
    expect((await session(forged.href)).status).toBe(401);
    const otherSecret = signedTtsUrl('ws', host, { ...TTS_CREDENTIALS, apiSecret: 'not-the-secret' }, new Date());
    expect((await session(otherSecret)).status).toBe(401);
    const stale = signedNow(new Date(Date.now() - (TTS_CLOCK_SKEW_SECONDS + 5) * 1000));
    expect((await session(stale)).status).toBe(403);
    const unknownPath = signedNow().replace('/v2/tts', '/v2/iat');
    expect((await session(unknownPath)).status).toBe(404);
  });

  it('answers 401 when the signed host is not the host connected to', async () => {
    const elsewhere = signedTtsUrl('ws', 'tts-api.xfyun.cn', TTS_CREDENTIALS, new Date()).replace('ws://tts-api.xfyun.cn', `ws://${host}`);
    expect((await session(elsewhere)).status).toBe(401);
  });

  const valid = buildRequestFrame(TTS_CREDENTIALS.appId, '长沙');
  const requests: [string, string, number][] = [
    ['bad JSON', '{"common":', TTS_ERROR.notJson],
    ['bad Base64 text', JSON.stringify({ ...valid, data: { status: 2, text: '6ZW/5rKZ*' } }), TTS_ERROR.badBase64],
    ['text of 8000 bytes', JSON.stringify(buildRequestFrame(TTS_CREDENTIALS.appId, 'a'.repeat(TTS_MAX_TEXT_BYTES))), TTS_ERROR.textLength],
    ['no app_id', JSON.stringify({ ...valid, common: {} }), TTS_ERROR.noAppId],
    ['another app_id', JSON.stringify({ ...valid, common: { app_id: 'someone-else' } }), TTS_ERROR.appIdNotAuthorised],
    ['no voice', JSON.stringify({ ...valid, business: { ...valid.business, vcn: undefined } }), TTS_ERROR.invalidParameter],
    ['data.status 1', JSON.stringify({ ...valid, data: { ...valid.data, status: 1 } }), TTS_ERROR.invalidParameter],
    ['a scripted code', frameFor('长沙[[tts-error:11200]]'), 11200],
  ];
  it.each(requests)('%s: one error frame, then the server closes', async (_name, request, code) => {
    const { frames, closeCode } = await session(signedNow(), request);
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatchObject({ code });
    expect(frames[0]?.sid).toMatch(/\S/);
    expect(closeCode).toBe(1000);
  });

  it('cuts the connection after one frame for a scripted drop', async () => {
    const { frames, closeCode } = await session(signedNow(), frameFor(`${'长沙'.repeat(200)}[[tts-drop]]`));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.data?.status).toBe(1);
    expect(closeCode).toBe(1006);
  });

  it('accepts 7999 bytes of text', async () => {
    const { frames } = await session(signedNow(), frameFor('a'.repeat(TTS_MAX_TEXT_BYTES - 1)));
    expect(frames.at(-1)).toMatchObject({ code: 0, data: { status: 2 } });
  });
});
