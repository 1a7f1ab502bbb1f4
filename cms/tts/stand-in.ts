import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { TTS_PATH, verifyTtsHandshake, type TtsCredentials } from './sign.ts';

/**
 * A stand-in for the iFlytek streaming TTS service (protocols.md §2.7), speaking its protocol on
 * `/v2/tts` of the server it is attached to: the signed handshake, the single request frame, audio as
 * Base64 16 kHz 16-bit little-endian PCM in several `status: 1` frames and a final `status: 2`.
 * Scripted failures: a text holding `[[tts-error:<code>]]` gets that error frame; `[[tts-drop]]`
 * gets one frame and then the connection cut.
 */

/** protocols.md §2.4 error codes the stand-in answers. */
export const TTS_ERROR = { appIdNotAuthorised: 10005, textLength: 10109, notJson: 10160, badBase64: 10161, invalidParameter: 10163, noAppId: 10313 } as const;
/** protocols.md §2.5: text per call must be under 8000 bytes. */
export const TTS_MAX_TEXT_BYTES = 8000;
/** Stand-in audio: 10 ms of tone per text character (real speech is slower; tests stay quick). */
export const STAND_IN_SAMPLES_PER_CHARACTER = 160;
/** Bytes of PCM per frame: odd on purpose, so samples straddle frames as the protocol allows. */
export const STAND_IN_FRAME_BYTES = 16001;
/** Pause between frames, so a client sees audio stream in. */
export const STAND_IN_FRAME_GAP_MS = 10;
const TONE_HZ = 440;
/** What the request frame asks for (auf audio/L16;rate=16000, protocols.md §2.2; core/platform/tts is not imported by server/). */
const SAMPLE_RATE = 16000;
const AMPLITUDE = 0.3 * 32767;

export interface TtsStandInStats {
  /** Sessions that passed the handshake. */
  sessions: number;
  /** The decoded text of every valid request, in order. */
  texts: string[];
}

export interface TtsStandIn {
  stats: TtsStandInStats;
  close(): void;
}

export interface TtsStandInOptions {
  credentials: TtsCredentials;
  now?: () => Date;
}

/** The deterministic tone for `characters` characters of text, as little-endian 16-bit PCM. */
export function standInPcm(characters: number): Buffer {
  const samples = characters * STAND_IN_SAMPLES_PER_CHARACTER;
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(AMPLITUDE * Math.sin((2 * Math.PI * TONE_HZ * i) / SAMPLE_RATE)), i * 2);
  return pcm;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type Checked = { ok: true; text: string } | { ok: false; code: number; message: string };

/** protocols.md §2.2 and §2.7 step 2: the request frame, or the error code it earns. */
export function checkRequestFrame(raw: string, appId: string): Checked {
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return { ok: false, code: TTS_ERROR.notJson, message: 'request is not valid JSON' };
  }
  if (!isRecord(frame)) return { ok: false, code: TTS_ERROR.notJson, message: 'request is not a JSON object' };
  const { common, business, data } = frame;
  const app = isRecord(common) ? common.app_id : undefined;
  if (typeof app !== 'string' || !app) return { ok: false, code: TTS_ERROR.noAppId, message: "/common 'app_id' param is required" };
  if (app !== appId) return { ok: false, code: TTS_ERROR.appIdNotAuthorised, message: 'licc fail' };
  if (!isRecord(business)) return { ok: false, code: TTS_ERROR.invalidParameter, message: "'business' param is required" };
  for (const field of ['vcn', 'aue', 'tte'] as const) {
    if (typeof business[field] !== 'string' || !business[field]) return { ok: false, code: TTS_ERROR.invalidParameter, message: `/business '${field}' param is required` };
  }
  if (business.aue !== 'raw') return { ok: false, code: TTS_ERROR.invalidParameter, message: "/business 'aue' must be raw here" };
  if (business.tte !== 'UTF8') return { ok: false, code: TTS_ERROR.invalidParameter, message: "/business 'tte' must be UTF8 here" };
  if (!isRecord(data) || data.status !== 2) return { ok: false, code: TTS_ERROR.invalidParameter, message: "/data 'status' must be 2" };
  const text = data.text;
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text)) return { ok: false, code: TTS_ERROR.badBase64, message: 'text base64 decode failed' };
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.length >= TTS_MAX_TEXT_BYTES) return { ok: false, code: TTS_ERROR.textLength, message: `text length illegal: ${bytes.length} bytes` };
  return { ok: true, text: bytes.toString('utf8') };
}

let sidCounter = 0;
const sidOf = () => `tts${String(++sidCounter).padStart(6, '0')}@cs-stand-in`;
const sendJson = (socket: WebSocket, value: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(value));
};

function refuse(socket: Duplex, status: 401 | 403 | 404, message: string): void {
  const reason = status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Forbidden';
  const body = JSON.stringify({ message });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

function speak(socket: WebSocket, text: string): void {
  const sid = sidOf();
  const scripted = /\[\[tts-error:(\d{5})\]\]/.exec(text);
  if (scripted) {
    sendJson(socket, { code: Number(scripted[1]), message: 'scripted error', sid });
    socket.close(1000);
    return;
  }
  const characters = Array.from(text).length;
  const pcm = standInPcm(characters);
  const frames = Math.max(1, Math.ceil(pcm.length / STAND_IN_FRAME_BYTES));
  const drop = text.includes('[[tts-drop]]');
  let index = 0;
  const next = () => {
    if (socket.readyState !== socket.OPEN) return;
    const last = index === frames - 1;
    const audio = pcm.subarray(index * STAND_IN_FRAME_BYTES, (index + 1) * STAND_IN_FRAME_BYTES).toString('base64');
    sendJson(socket, { code: 0, message: 'success', sid, data: { audio, status: last ? 2 : 1, ced: String(Math.round((characters * (index + 1)) / frames)) } });
    index++;
    if (drop) {
      socket.terminate();
      return;
    }
    // The client closes after the last frame (§2.3); the stand-in waits for it.
    if (!last) setTimeout(next, STAND_IN_FRAME_GAP_MS);
  };
  next();
}

/** Attaches the stand-in to `server`'s upgrades on TTS_PATH (other upgrade paths answer 404). */
export function attachTtsStandIn(server: Server, options: TtsStandInOptions): TtsStandIn {
  const stats: TtsStandInStats = { sessions: 0, texts: [] };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const now = options.now ?? (() => new Date());
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname !== TTS_PATH) return refuse(socket, 404, 'not found');
    const verdict = verifyTtsHandshake(url.searchParams, options.credentials, now());
    if (!verdict.ok) return refuse(socket, verdict.status, verdict.message);
    // The host signed must be the host connected to (protocols.md §2.1: the demo signs location.host).
    if (url.searchParams.get('host') !== request.headers.host) return refuse(socket, 401, 'HMAC signature host does not match');
    wss.handleUpgrade(request, socket, head, (ws) => {
      stats.sessions++;
      ws.once('message', (data, isBinary) => {
        const checked = isBinary ? ({ ok: false, code: TTS_ERROR.notJson, message: 'request is not text' } as const) : checkRequestFrame(data.toString(), options.credentials.appId);
        if (!checked.ok) {
          sendJson(ws, { code: checked.code, message: checked.message, sid: sidOf() });
          ws.close(1000);
          return;
        }
        stats.texts.push(checked.text);
        speak(ws, checked.text);
      });
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    stats,
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
