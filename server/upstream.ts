import type { IncomingHttpHeaders } from 'node:http';
import { fail } from './envelope.ts';
import { brotliDecompressSync, gunzipSync, inflateSync, type ZlibOptions } from 'node:zlib';
import { discard, readAnswer, requestUpstream, type NoAnswer, type Unread, type UpstreamRequest } from './upstream-client.ts';
import type { FetchAnswer } from './page-serving.ts';
import { platformAddress } from './platform-hosts.ts';

/*
 * Production mode's link to the remote content platform (CMS_UPSTREAM): what of the reader's request
 * goes up, how long the server waits, and what the reader gets when the platform fails.
 */

/**
 * How long the server waits for the platform, for an API answer (whole body) or a file (until its
 * headers). Half the page's own 20000 ms (spec 1 §9, core/engine/http/request.ts REQUEST_TIMEOUT_MS): the
 * page then gets the catalogued 504 below and shows its notice, instead of giving up itself first
 * with the request still running here. The server-rendered pages wait as long, then render in the page.
 */
export const UPSTREAM_TIMEOUT_MS = 10_000;
export type { UpstreamRequest } from './upstream-client.ts';

/**
 * Request headers the platform reads, passed through as the page sent them (spec 1 §7; the names of
 * core/engine/http/request.ts: Content-Type, x-client-type, token, deviceId, TGT), with the reader's language
 * and browser. Cookies, Host and anything else stay here: the platform is another origin.
 */
export const API_REQUEST_HEADERS: readonly string[] = [
  'content-type',
  'x-client-type',
  'token',
  'authorization',
  'deviceid',
  'tgt',
  'accept',
  'accept-language',
  'user-agent',
  // Compressed answers pass through as they come: no decoding and encoding again here.
  'accept-encoding',
];
/** Spec 2 §7: the GraphQL endpoint also reads the TenantId header (core/engine/http/graphql.ts). */
export const GRAPHQL_REQUEST_HEADERS: readonly string[] = [...API_REQUEST_HEADERS, 'tenantid'];
/** Files (pictures, video ranges, article bodies) also revalidate and seek. */
export const FILE_REQUEST_HEADERS: readonly string[] = [...API_REQUEST_HEADERS, 'range', 'if-range', 'if-none-match', 'if-modified-since'];
/** Headers of a file answer passed back to the reader. */
export const FILE_ANSWER_HEADERS: readonly string[] = [
  'content-type',
  'content-encoding',
  'vary',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'location',
];

/** HTTP status of a platform that did not answer in time, or answered with a failure or no JSON. */
export const GATEWAY_TIMEOUT = 504;
export const BAD_GATEWAY = 502;

/**
 * No answer in time or at all; a 5xx; a redirect; an answer cut off or late in its body, or over the
 * limit; no JSON, or JSON that does not parse.
 */
export type UpstreamFailure = NoAnswer | Unread | 'server-error' | 'redirect' | 'not-json' | 'broken-json';

/**
 * Largest API answer taken from the platform, as it comes and decoded: the longest composite feed is a
 * few hundred KB and an article feed well under 5 MB, so a larger one is a fault. It is held whole (the
 * JSON is checked before it is passed), so this also bounds what the UPSTREAM_MAX_SOCKETS calls in
 * flight hold at once: 64 × 8 MB.
 */
export const MAX_UPSTREAM_ANSWER_BYTES = 8 * 1024 * 1024;

const FAILURE_STATUS: Readonly<Record<UpstreamFailure, number>> = {
  timeout: GATEWAY_TIMEOUT,
  unreachable: BAD_GATEWAY,
  'server-error': BAD_GATEWAY,
  redirect: BAD_GATEWAY,
  'cut-off': BAD_GATEWAY,
  'too-large': BAD_GATEWAY,
  'not-json': BAD_GATEWAY,
  'broken-json': BAD_GATEWAY,
};
const FAILURE_MESSAGE: Readonly<Record<UpstreamFailure, string>> = {
  timeout: 'the content platform did not answer in time',
  unreachable: 'the content platform cannot be reached',
  'server-error': 'the content platform failed',
  redirect: 'the content platform answered with a redirect',
  'cut-off': 'the content platform\'s answer was cut off or too large',
  'too-large': 'the content platform\'s answer was too large',
  'not-json': 'the content platform answered without JSON',
  'broken-json': 'the content platform answered with broken JSON',
};

/**
 * CMS_UPSTREAM as a base address (http or https, any path prefix; `production` and `test` name the
 * platform's own hosts, server/platform-hosts.ts); throws a sentence saying what is wrong.
 */
export function parseUpstream(text: string | undefined, name = 'CMS_UPSTREAM'): URL {
  if (!text?.trim()) throw new Error(`${name} is not set: give the content platform's address, e.g. ${name}=https://cms.example.cn, or ${name}=production`);
  let url: URL;
  try {
    url = new URL(platformAddress(text).trim());
  } catch {
    throw new Error(`${name} is not an address: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http or https: ${text}`);
  if (url.search || url.hash) throw new Error(`${name} takes no query or fragment: ${text}`);
  return url;
}

/** The platform's address of a path of ours ('/api/…?…'), under the base's own path prefix. */
export const upstreamUrl = (base: URL, path: string): string => `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;

/** The named headers of the reader's request (repeated ones joined), and who asked, for the platform's logs. */
export function passedHeaders(incoming: IncomingHttpHeaders, names: readonly string[], clientIp?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = incoming[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (clientIp) headers['x-forwarded-for'] = incoming['x-forwarded-for'] ? `${String(incoming['x-forwarded-for'])}, ${clientIp}` : clientIp;
  return headers;
}

/** An API answer as the reader gets it: the platform's JSON, or the catalogued envelope of its failure. */
export interface ProxiedAnswer {
  status: number;
  /** As the platform sent it (in `contentEncoding`), or our envelope. */
  body: Buffer;
  contentEncoding: string | null;
  contentType: string;
  cacheControl: string | null;
  failure: UpstreamFailure | null;
}

const failed = (failure: UpstreamFailure, detail = '', status = FAILURE_STATUS[failure]): ProxiedAnswer => ({
  status,
  body: Buffer.from(JSON.stringify(fail(status, `${FAILURE_MESSAGE[failure]}${detail}`))),
  contentEncoding: null,
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'no-store',
  failure,
});

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
/** Decoded to the same bound as the answer as it came: a small answer may unpack to gigabytes. */
const DECODE_BOUND: ZlibOptions = { maxOutputLength: MAX_UPSTREAM_ANSWER_BYTES };
const DECODERS: Readonly<Record<string, (bytes: Buffer) => Buffer>> = {
  gzip: (bytes) => gunzipSync(bytes, DECODE_BOUND),
  br: (bytes) => brotliDecompressSync(bytes, DECODE_BOUND),
  deflate: (bytes) => inflateSync(bytes, DECODE_BOUND),
  identity: (bytes) => bytes,
};

/**
 * The reader's Accept-Encoding without the codings this server cannot decode (zstd, '*'): every answer
 * is decoded here to check its JSON, so the platform must not choose one of those.
 */
export function decodableCodings(acceptEncoding: string): string {
  const codings = acceptEncoding.split(',').filter((coding) => Object.hasOwn(DECODERS, coding.split(';')[0]!.trim().toLowerCase()));
  return codings.length > 0 ? codings.map((coding) => coding.trim()).join(', ') : 'identity';
}

/** The answer's text, decoded; null when its coding is unknown or its bytes do not decode. */
function decodedText(bytes: Buffer, contentEncoding: string | null): string | null | 'too-large' {
  const coding = (contentEncoding ?? 'identity').trim().toLowerCase();
  const decode = Object.hasOwn(DECODERS, coding) ? DECODERS[coding] : undefined;
  if (!decode) return null;
  try {
    return decode(bytes).toString('utf8');
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : null;
  }
}

/**
 * Why an answer is not JSON the page can read, or null when it is: it must parse, whatever its type
 * says (platforms send JSON as text/html; a maintenance page or a cut answer as application/json).
 * Parsing costs about 1.5 ms for a feed of 300 KB and a few µs for the usual answer of a few KB: the
 * price of never passing a broken answer on as a success (the page would fail on it, and a cache keep it).
 */
function notJson(bytes: Buffer, contentType: string | null, contentEncoding: string | null): 'not-json' | 'broken-json' | 'too-large' | null {
  const declared = contentType !== null && JSON_TYPE.test(contentType);
  const text = decodedText(bytes, contentEncoding);
  if (text === 'too-large') return text;
  try {
    if (text !== null) return (JSON.parse(text) as unknown, null);
  } catch {
    // below
  }
  return declared ? 'broken-json' : 'not-json';
}

/** A 304 is no redirect: without the reader's validators (API_REQUEST_HEADERS has none) it is no JSON either. */
const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

/**
 * An API call passed to the platform: its JSON answer as it is, or the catalogued envelope. The answer
 * is held (up to MAX_UPSTREAM_ANSWER_BYTES, within the time-out) until it is known whole and JSON, so
 * the reader gets either the platform's JSON or the envelope, never a part of one.
 */
export async function proxyApi(base: URL, path: string, request: UpstreamRequest): Promise<ProxiedAnswer> {
  const acceptEncoding = request.headers['accept-encoding'];
  const headers = acceptEncoding === undefined ? request.headers : { ...request.headers, 'accept-encoding': decodableCodings(acceptEncoding) };
  const response = await requestUpstream(upstreamUrl(base, path), { timeoutMs: UPSTREAM_TIMEOUT_MS, ...request, headers });
  if (typeof response === 'string') return failed(response);
  // A 5xx's words are not passed on. A redirect is not followed (the page cannot either: its Location is
  // the platform's, and one to itself would loop): a fault of the platform's like any other.
  if (response.status >= 500 || isRedirect(response.status)) {
    discard(response);
    return failed(response.status >= 500 ? 'server-error' : 'redirect', ` (${response.status})`);
  }
  const body = await readAnswer(response.body, MAX_UPSTREAM_ANSWER_BYTES);
  response.done();
  if (typeof body === 'string') return failed(body === 'cut-off' && response.timedOut() ? 'timeout' : body);
  const contentType = headerText(response.headers['content-type']);
  const contentEncoding = headerText(response.headers['content-encoding']);
  const notRead = notJson(body, contentType, contentEncoding);
  if (notRead === 'too-large') return failed(notRead);
  // A platform 4xx without JSON keeps its status (the page shows 'connection error (status)!').
  if (notRead) return failed(notRead, ` (${response.status})`, response.status >= 400 ? response.status : FAILURE_STATUS[notRead]);
  return {
    status: response.status,
    body,
    contentEncoding,
    contentType: contentType ?? 'application/json; charset=utf-8',
    cacheControl: headerText(response.headers['cache-control']),
    failure: null,
  };
}

const headerText = (value: string | string[] | undefined): string | null => (value === undefined ? null : Array.isArray(value) ? value.join(', ') : value);

/** What the server-rendered pages pass up: the reader's headers, but the answer comes uncompressed (it is read here). */
const PAGE_REQUEST_HEADERS = API_REQUEST_HEADERS.filter((name) => name !== 'accept-encoding');

/** The server-rendered pages' answers from the platform, through the same rules as the reader's own calls. */
export const upstreamAnswers =
  (base: URL, timeoutMs = UPSTREAM_TIMEOUT_MS): FetchAnswer =>
  async (url, headers, post, signal) => {
    const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const passed = passedHeaders(lowerCased, PAGE_REQUEST_HEADERS);
    const answer = post
      ? await proxyApi(base, url, { method: 'POST', headers: { ...passed, 'content-type': 'application/json' }, body: Buffer.from(post.body), timeoutMs, signal })
      : await proxyApi(base, url, { method: 'GET', headers: passed, timeoutMs, signal });
    // Uncompressed, unless the platform compressed it all the same.
    const text = answer.contentEncoding ? decodedText(answer.body, answer.contentEncoding) : null;
    return { status: answer.status, body: typeof text === 'string' ? text : answer.body.toString('utf8') };
  };
