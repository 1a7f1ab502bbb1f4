import { readCookie, TGT_COOKIE } from './cookies.ts';
import { handleFailure, isSessionCode, type Failure } from './error-catalogue.ts';
import { RequestError } from './request-error.ts';
import { requestSetup, type RequestSetup } from './request-setup.ts';
import { toQuery } from './query.ts';
import { loadReaderValidators } from '../schema/validator-set.ts';

export { toQuery };

export { RequestError, type RequestFailure } from './request-error.ts';

/** Spec 1 §9: every request gives up after 20000 ms. */
export const REQUEST_TIMEOUT_MS = 20000;

/**
 * Spec 1 §6: header x-client-type is inside-app when a device id exists, otherwise outside-app.
 * These are the exact values sent.
 */
export const CLIENT_TYPE_HEADER = 'x-client-type';
export const CLIENT_TYPE_INSIDE_APP = 'inside-app';
export const CLIENT_TYPE_OUTSIDE_APP = 'outside-app';
/** Spec 1 §7: the other header names the wrapper sends. */
export const TOKEN_HEADER = 'token';
export const DEVICE_ID_HEADER = 'deviceId';
export const TGT_HEADER = 'TGT';
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

export type Params = Record<string, string | number | boolean | null | undefined>;
/** A JSON body for methods other than GET (the tracking upload is nested). */
export type JsonParams = Record<string, unknown>;

export interface RequestOptions {
  /** Spec 1 §7: GET unless said otherwise. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query for GET, JSON body otherwise; FormData on POST goes form-encoded. */
  params?: Params | JsonParams | FormData;
  /** Custom headers, added last (they win over the wrapper's own). */
  headers?: Record<string, string>;
  /** Leave out x-client-type (spec 1 §7: "dropping x-client-type and TGT"). */
  withClientType?: boolean;
  /** Leave out the TGT header. */
  withTgt?: boolean;
  /**
   * Show the 'data loading...' indicator while this request runs (spec 1 §7): for what the reader
   * sent and waits on, with nothing else on screen moving — publishing a comment or a reply, a
   * vote, a login. Lists and pages have their own skeletons and are not asked.
   */
  loading?: boolean;
  /** Hand a failure to the page's failure handler (toast, alert, login clearing). Default true. */
  notify?: boolean;
  baseUrl?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Outlives the page (a report sent while the page unloads: tab closed, another site). */
  keepalive?: boolean;
}

/** The wrapper's shape, so callers (and tests' stand-ins that answer like the CMS) can be handed one. */
export type RequestFn = (path: string, options?: RequestOptions) => Promise<unknown>;

const formEntries = (form: FormData): [string, string][] =>
  [...form.entries()].flatMap(([key, value]) => (typeof value === 'string' ? [[key, value] as [string, string]] : []));

/** The headers of spec 1 §7, from the injected session and the TGT cookie. */
export function requestHeaders(setup: RequestSetup, options: RequestOptions, contentType: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': contentType };
  const deviceId = setup.session.deviceId();
  if (options.withClientType !== false) {
    headers[CLIENT_TYPE_HEADER] = deviceId ? CLIENT_TYPE_INSIDE_APP : CLIENT_TYPE_OUTSIDE_APP;
  }
  const token = setup.session.token();
  if (token) headers[TOKEN_HEADER] = token;
  if (deviceId) headers[DEVICE_ID_HEADER] = deviceId;
  const tgt = options.withTgt === false ? null : readCookie(setup.cookies(), TGT_COOKIE);
  if (tgt) headers[TGT_HEADER] = tgt;
  return { ...headers, ...options.headers };
}

function encode(method: string, params: Params | JsonParams | FormData): { query: string; body?: string; contentType: string } {
  if (params instanceof FormData) {
    const entries = formEntries(params);
    if (method === 'GET') return { query: toQuery(Object.fromEntries(entries)), contentType: JSON_CONTENT_TYPE };
    if (method === 'POST') return { query: '', body: new URLSearchParams(entries).toString(), contentType: FORM_CONTENT_TYPE };
    return { query: '', body: JSON.stringify(Object.fromEntries(entries)), contentType: JSON_CONTENT_TYPE };
  }
  if (method === 'GET') return { query: toQuery(params), contentType: JSON_CONTENT_TYPE };
  return { query: '', body: JSON.stringify(params), contentType: JSON_CONTENT_TYPE };
}

/** An HTTP 200 body: JSON when it parses, else its text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const codeOf = (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined);

async function send(path: string, options: RequestOptions, setup: RequestSetup): Promise<unknown> {
  // The answer is read against its schema: the validators load alongside the first request (validator-set.ts).
  const readable = loadReaderValidators().catch((error: unknown) => console.warn('[request] the validators did not load', error));
  const { method = 'GET', params = {}, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const { query, body, contentType } = encode(method, params);
  const url = `${options.baseUrl ?? setup.baseUrl}${path}${query}`;
  const headers = requestHeaders(setup, options, contentType);
  const controller = new AbortController();
  // The time-out covers the whole exchange, body included.
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort);
  const abortedKind = (): Failure['kind'] => (controller.signal.reason === 'timeout' ? 'timeout' : 'aborted');
  try {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: controller.signal, keepalive: options.keepalive });
    } catch (error) {
      if (controller.signal.aborted) throw RequestError.of({ kind: abortedKind(), status: null, code: null });
      // fetch rejects with a TypeError when the network fails (offline, refused, DNS, CORS).
      throw RequestError.of({ kind: error instanceof TypeError ? 'network' : 'no-response', status: null, code: null });
    }
    if (response.status !== 200) throw RequestError.of({ kind: 'http', status: response.status, code: null });
    let answer: unknown;
    try {
      answer = await readBody(response);
    } catch {
      throw RequestError.of({ kind: controller.signal.aborted ? abortedKind() : 'no-response', status: null, code: null });
    }
    const code = codeOf(answer);
    if (isSessionCode(code)) throw RequestError.of({ kind: 'code', status: 200, code: code as number | string });
    await readable;
    return answer;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * A failure that says something about the session (spec 1 §4: 401 and 40101 clear the login, 4001
 * reloads): it reaches the failure handler from every call, `notify: false` or not. A quiet call (a
 * feed, more news, view counts) may keep its own failure state, but never the reader's expired login.
 */
export const isSessionFailure = (error: RequestError): boolean => {
  const handling = handleFailure(error);
  return handling.clearLogin || handling.reload;
};

/**
 * Spec 1 §7, the one wrapper for client API calls: an HTTP 200 answer resolves with its body, any
 * other status rejects with a RequestError (as do session codes 40101 and 4001 in a 200 body, which
 * the catalogue handles). Failures go to the page's failure handler unless `notify: false`; session
 * failures always do (isSessionFailure).
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const setup = requestSetup();
  const settle = options.loading ? setup.loading.begin() : () => {};
  try {
    return await send(path, options, setup);
  } catch (error) {
    if (error instanceof RequestError && error.kind !== 'aborted' && (options.notify !== false || isSessionFailure(error))) {
      setup.onFailure(error);
      error.notified = true;
    }
    throw error;
  } finally {
    settle();
  }
}
