import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';

/*
 * The HTTP client production mode calls the platform with: node:http over kept-alive connections.
 * Measured on loopback it costs a third of the CPU per call of `fetch` (0.34 ms against 0.8–1.4 ms),
 * and the proxy makes a call for every API request a page makes.
 */

/** The client's own time-out when the caller names none (server/upstream.ts UPSTREAM_TIMEOUT_MS). */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Connections kept open to the platform, per instance of this server. */
export const UPSTREAM_MAX_SOCKETS = 64;
/**
 * An answer nobody reads (a 5xx page) is read to its end up to this, so its connection serves the next
 * call; a longer one (or one that never ends) costs its connection instead: drained without a bound,
 * it would hold one of the UPSTREAM_MAX_SOCKETS for as long as the platform keeps sending.
 */
export const DISCARD_LIMIT_BYTES = 64 * 1024;

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: UPSTREAM_MAX_SOCKETS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: UPSTREAM_MAX_SOCKETS }),
};

export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The reader went away: stop asking. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface UpstreamResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
  /** Disarms the time-out: once the body was read (an API answer), or once the headers came (a file). */
  done: () => void;
  /** The time-out struck (while the body was read). */
  timedOut: () => boolean;
}

/** Why the platform gave no answer. */
export type NoAnswer = 'timeout' | 'unreachable';

/**
 * One request to the platform: its answer once the headers came, or why none came in time. Redirects
 * are never followed (node:http does not): a 3xx is the caller's answer, so a platform redirecting to
 * itself costs one request, not a loop.
 */
export function requestUpstream(url: string, request: UpstreamRequest): Promise<UpstreamResponse | NoAnswer> {
  const target = new URL(url);
  // Uncompressed unless the caller passes the reader's Accept-Encoding on.
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...request.headers };
  if (request.body) headers['content-length'] = String(request.body.length);
  const client = target.protocol === 'https:' ? https : http;
  const outgoing = client.request(target, { method: request.method, headers, agent: agents[target.protocol as keyof typeof agents] });
  let timedOut = false;
  let settled = false;
  let answered = false;
  const stop = () => {
    // Without an error: the reader of the body sees it cut (readText), the wait below ends on 'close'.
    if (!settled) outgoing.destroy();
  };
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const done = () => clearTimeout(timer);
  request.signal?.addEventListener('abort', stop, { once: true });
  return new Promise((resolve) => {
    outgoing.on('response', (incoming) => {
      answered = true;
      // Read to its end or cut: nothing more to stop. Its errors go to whoever reads it (or nowhere).
      incoming.once('close', () => {
        settled = true;
        done();
        request.signal?.removeEventListener('abort', stop);
      });
      incoming.on('error', () => {});
      resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: incoming, done, timedOut: () => timedOut });
    });
    const noAnswer = () => {
      done();
      request.signal?.removeEventListener('abort', stop);
      resolve(timedOut ? 'timeout' : 'unreachable');
    };
    // Refused, reset, stopped before the headers came (a promise settles once: after 'response' these do nothing).
    outgoing.on('error', noAnswer);
    outgoing.on('close', () => {
      if (!answered) noAnswer();
    });
    if (request.signal?.aborted) stop();
    outgoing.end(request.body);
  });
}

/** Why a body was not read whole: longer than the caller takes, or cut (by the platform, the time-out or the reader). */
export type Unread = 'too-large' | 'cut-off';

/**
 * The whole body, or why not. An answer declaring more than `limitBytes` is refused before a byte is
 * read; one that does not say is cut as it passes the limit: never more than the limit is held.
 */
export async function readAnswer(body: IncomingMessage, limitBytes: number): Promise<Buffer | Unread> {
  if (Number(body.headers['content-length']) > limitBytes) {
    body.destroy();
    return 'too-large';
  }
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of body) {
      length += (chunk as Buffer).length;
      if (length > limitBytes) {
        body.destroy();
        return 'too-large';
      }
      chunks.push(chunk as Buffer);
    }
  } catch {
    return 'cut-off';
  }
  return body.complete ? Buffer.concat(chunks) : 'cut-off';
}

/** The whole body, or null when it was cut, ran out of time or passed `limitBytes`. */
export async function readBytes(body: IncomingMessage, limitBytes: number): Promise<Buffer | null> {
  const read = await readAnswer(body, limitBytes);
  return typeof read === 'string' ? null : read;
}

/**
 * Lets go of an answer nobody reads: read to its end when short, so the connection is kept, else
 * closed. Call it instead of `done()`: the time-out stays armed until the answer ends, so a body that
 * never ends is cut at the time-out instead of holding its connection.
 */
export function discard({ body }: UpstreamResponse): void {
  if (Number(body.headers['content-length']) > DISCARD_LIMIT_BYTES) {
    body.destroy();
    return;
  }
  let length = 0;
  body.on('data', (chunk: Buffer) => {
    length += chunk.length;
    if (length > DISCARD_LIMIT_BYTES) body.destroy();
  });
  body.resume();
}
