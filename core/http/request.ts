import type { MessageKey } from '../i18n/i18n.ts';

/** Spec 1 §9: every request gives up after 20000 ms. */
export const REQUEST_TIMEOUT_MS = 20000;

export type RequestFailure = 'timeout' | 'http' | 'network';

/** A failed request, with the catalogue message a reader sees for it (spec 1 §8). */
export class RequestError extends Error {
  constructor(
    readonly kind: RequestFailure,
    readonly messageKey: MessageKey,
    readonly status: number | null = null,
  ) {
    super(`${kind}${status === null ? '' : ` ${status}`}`);
    this.name = 'RequestError';
  }
}

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params | FormData;
  headers?: Record<string, string>;
  baseUrl?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export function toQuery(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET puts parameters in the query, other methods in a JSON body; FormData goes form-encoded. */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', params = {}, baseUrl = '', timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { ...options.headers };
  let url = `${baseUrl}${path}`;
  let body: string | undefined;
  if (params instanceof FormData) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(params as unknown as Record<string, string>).toString();
  } else if (method === 'GET') {
    url += toQuery(params);
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(params);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal });
    if (response.status !== 200) throw new RequestError('http', 'error.httpStatus', response.status);
    return await response.json();
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if (controller.signal.aborted && controller.signal.reason === 'timeout') {
      throw new RequestError('timeout', 'error.timeout');
    }
    throw new RequestError('network', 'error.network');
  } finally {
    clearTimeout(timer);
  }
}
