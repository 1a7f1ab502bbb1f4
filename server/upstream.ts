import type { IncomingHttpHeaders } from 'node:http';
import { fail } from './envelope.ts';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { readBytes, requestUpstream, type NoAnswer, type UpstreamRequest } from './upstream-client.ts';
import type { FetchAnswer } from './page-serving.ts';

/*
 * Production mode's link to the remote content platform (CMS_UPSTREAM): what of the reader's request
 * goes up, how long the server waits, and what the reader gets when the platform fails.
 */

/**
 * How long the server waits for the platform, for an API answer (whole body) or a file (until its
 * headers). Half the page's own 20000 ms (spec 1 §9, core/http/request.ts REQUEST_TIMEOUT_MS): the
 * page then gets the catalogued 504 below and shows its notice, instead of giving up itself first
 * with the request still running here. The server-rendered pages wait as long, then render in the page.
 */
export const UPSTREAM_TIMEOUT_MS = 10_000;
export type { UpstreamRequest } from './upstream-client.ts';

/**
 * Request headers the platform reads, passed through as the page sent them (spec 1 §7; the names of
 * core/http/request.ts: Content-Type, x-client-type, token, deviceId, TGT), with the reader's language
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
/** A request carrying one of these is the reader's own: its API answer is never stored by a cache. */
export const READER_HEADERS: readonly string[] = ['token', 'authorization', 'tgt'];

/** HTTP status of a platform that did not answer in time, or answered with a failure or no JSON. */
export const GATEWAY_TIMEOUT = 504;
export const BAD_GATEWAY = 502;

/** No answer in time or at all; a 5xx; an answer cut off, over the limit or late in its body; no JSON. */
export type UpstreamFailure = NoAnswer | 'server-error' | 'cut-off' | 'not-json';

/** Largest API answer taken from the platform (the longest composite feed is a few hundred KB). */
export const UPSTREAM_ANSWER_LIMIT_BYTES = 16 * 1024 * 1024;

const FAILURE_STATUS: Readonly<Record<UpstreamFailure, number>> = {
  timeout: GATEWAY_TIMEOUT,
  unreachable: BAD_GATEWAY,
  'server-error': BAD_GATEWAY,
  'cut-off': BAD_GATEWAY,
  'not-json': BAD_GATEWAY,
};
const FAILURE_MESSAGE: Readonly<Record<UpstreamFailure, string>> = {
  timeout: 'the content platform did not answer in time',
  unreachable: 'the content platform cannot be reached',
  'server-error': 'the content platform failed',
  'cut-off': 'the content platform\'s answer was cut off or too large',
  'not-json': 'the content platform answered without JSON',
};

/** CMS_UPSTREAM as a base address (http or https, any path prefix); throws a sentence saying what is wrong. */
export function parseUpstream(text: string | undefined): URL {
  if (!text?.trim()) throw new Error('CMS_UPSTREAM is not set: give the content platform\'s address, e.g. CMS_UPSTREAM=https://cms.example.cn');
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`CMS_UPSTREAM is not an address: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`CMS_UPSTREAM must be http or https: ${text}`);
  if (url.search || url.hash) throw new Error(`CMS_UPSTREAM takes no query or fragment: ${text}`);
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

/** The Cache-Control of a proxied API answer: the reader's own answers are never stored. */
export function apiCacheControl(incoming: IncomingHttpHeaders, upstream: string | null): string {
  if (READER_HEADERS.some((name) => incoming[name] !== undefined)) return 'private, no-store';
  return upstream ?? 'no-store';
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
const DECODERS: Readonly<Record<string, (bytes: Buffer) => Buffer>> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync, identity: (bytes) => bytes };

/**
 * Whether an answer is JSON: declared so (read as it is: a broken one is the page's to reject, like any
 * JSON it cannot use), or parsing as JSON under another type (platforms that send JSON as text/html).
 */
function isJson(bytes: Buffer, contentType: string | null, contentEncoding: string | null): boolean {
  if (contentType && JSON_TYPE.test(contentType)) return true;
  try {
    const decode = DECODERS[(contentEncoding ?? 'identity').toLowerCase()];
    return decode !== undefined && (JSON.parse(decode(bytes).toString('utf8')) as unknown, true);
  } catch {
    return false;
  }
}

/** An API call passed to the platform: its JSON answer as it is, or the catalogued envelope. */
export async function proxyApi(base: URL, path: string, request: UpstreamRequest): Promise<ProxiedAnswer> {
  const response = await requestUpstream(upstreamUrl(base, path), { timeoutMs: UPSTREAM_TIMEOUT_MS, ...request });
  if (typeof response === 'string') return failed(response);
  try {
    if (response.status >= 500) {
      response.body.resume(); // drained, so the connection serves the next call
      return failed('server-error', ` (${response.status})`);
    }
    const body = await readBytes(response.body, UPSTREAM_ANSWER_LIMIT_BYTES);
    if (body === null) return failed(response.timedOut() ? 'timeout' : 'cut-off');
    const contentType = headerText(response.headers['content-type']);
    const contentEncoding = headerText(response.headers['content-encoding']);
    // A platform 4xx without JSON keeps its status (the page shows 'connection error (status)!').
    if (!isJson(body, contentType, contentEncoding)) return failed('not-json', ` (${response.status})`, response.status === 200 ? BAD_GATEWAY : response.status);
    return {
      status: response.status,
      body,
      contentEncoding,
      contentType: contentType ?? 'application/json; charset=utf-8',
      cacheControl: headerText(response.headers['cache-control']),
      failure: null,
    };
  } finally {
    response.done();
  }
}

const headerText = (value: string | string[] | undefined): string | null => (value === undefined ? null : Array.isArray(value) ? value.join(', ') : value);

/** What the server-rendered pages pass up: the reader's headers, but the answer comes uncompressed (it is read here). */
const PAGE_REQUEST_HEADERS = API_REQUEST_HEADERS.filter((name) => name !== 'accept-encoding');

/** The server-rendered pages' answers from the platform, through the same rules as the reader's own calls. */
export const upstreamAnswers =
  (base: URL, timeoutMs = UPSTREAM_TIMEOUT_MS): FetchAnswer =>
  async (url, headers, post) => {
    const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const passed = passedHeaders(lowerCased, PAGE_REQUEST_HEADERS);
    const answer = post
      ? await proxyApi(base, url, { method: 'POST', headers: { ...passed, 'content-type': 'application/json' }, body: Buffer.from(post.body), timeoutMs })
      : await proxyApi(base, url, { method: 'GET', headers: passed, timeoutMs });
    return { status: answer.status, body: answer.body.toString('utf8') };
  };
