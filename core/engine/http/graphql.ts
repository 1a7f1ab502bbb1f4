import type { Notice } from './notices.ts';
import { REQUEST_TIMEOUT_MS } from './request.ts';
import { RequestError } from './request-error.ts';
import { requestSetup } from './request-setup.ts';
import { LOGIN_EXPIRED_STATUS } from './error-catalogue.ts';
import { AUTHORIZATION_HEADER, GRAPHQL_PATH, TENANT_ID_HEADER } from './graphql-endpoint.ts';
import { isRecord } from '../schema/json-guards.ts';

/**
 * Spec 2 §7 "A GraphQL endpoint is used with TenantId and Authorization headers (bearer),
 * credentials included under debug mode; operations not shown", and its errors of spec 2 §8
 * "GraphQL error: 'connection error (message)!'; GraphQL fetch failure: 'connection error!';
 * network error: 'your network is abnormal, unable to connect to server'".
 *
 * The endpoint is on the page's own origin, like every other call (core/engine/env/environment.ts): the
 * server in front passes it to the platform (server/serve-app.ts), the local CMS stands in (cms/graphql.ts).
 */
export { AUTHORIZATION_HEADER, GRAPHQL_PATH, TENANT_ID_HEADER } from './graphql-endpoint.ts';

/**
 * "Debug mode" is the development build (`npm run dev`, import.meta.env.DEV): a page served by
 * Vite's server calls the endpoint with its cookies even when a developer points it at another origin.
 * Built pages send them to their own origin only (the fetch default).
 */
export const isDebugMode = (): boolean => import.meta.env?.DEV === true;

export type GraphqlFailureKind = 'graphql' | 'failed' | 'network';

/** A GraphQL call that failed, with the notice of spec 2 §8 its caller shows. */
export class GraphqlError extends Error {
  constructor(
    readonly kind: GraphqlFailureKind,
    /** The first error's message, for 'graphql'. */
    readonly detail: string | null = null,
  ) {
    super(detail === null ? `graphql ${kind}` : `graphql ${kind}: ${detail}`);
    this.name = 'GraphqlError';
  }

  get notice(): Notice {
    if (this.kind === 'graphql') return { kind: 'toast', text: { key: 'error.graphql', params: { message: this.detail ?? '' } } };
    return { kind: 'toast', text: { key: this.kind === 'network' ? 'error.network' : 'error.graphqlFailed' } };
  }
}

export interface GraphqlOptions {
  /** The TenantId header (a 5G item's tenantId). */
  tenantId?: string | null;
  /** Include credentials (cookies) whatever the origin: debug mode (isDebugMode) by default. */
  debug?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The first GraphQL error's message, when the answer carries one. */
function firstErrorMessage(answer: unknown): string | null {
  const errors = isRecord(answer) && Array.isArray(answer.errors) ? answer.errors : [];
  const message = errors.map((error: unknown) => (isRecord(error) ? error.message : undefined)).find((text) => typeof text === 'string' && text.trim());
  return typeof message === 'string' ? message.trim() : null;
}

/** The headers of spec 2 §7: JSON, the tenant, and the reader's token as a bearer (when logged in). */
export function graphqlHeaders(tenantId: string | null | undefined, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (tenantId) headers[TENANT_ID_HEADER] = tenantId;
  if (token) headers[AUTHORIZATION_HEADER] = `Bearer ${token}`;
  return headers;
}

/**
 * POSTs `{query, variables}` and resolves with the answer's `data`. Rejects with a GraphqlError: the
 * answer's errors ('graphql'), a lost network ('network'), or anything else: a status other than
 * 200 without errors, no data, an unreadable body, the 20 s time-out of spec 1 §9 ('failed'). An
 * HTTP 401 also goes to the page's failure handler, which clears the expired login (spec 1 §8).
 */
export async function graphqlRequest<T>(query: string, variables: Record<string, unknown>, options: GraphqlOptions = {}): Promise<T> {
  const setup = requestSetup();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    let response: Response;
    try {
      response = await fetch(`${setup.baseUrl}${GRAPHQL_PATH}`, {
        method: 'POST',
        headers: graphqlHeaders(options.tenantId, setup.session.token()),
        body: JSON.stringify({ query, variables }),
        credentials: (options.debug ?? isDebugMode()) ? 'include' : 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      throw new GraphqlError(!controller.signal.aborted && error instanceof TypeError ? 'network' : 'failed');
    }
    if (response.status === LOGIN_EXPIRED_STATUS) setup.onFailure(RequestError.of({ kind: 'http', status: LOGIN_EXPIRED_STATUS, code: null }));
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new GraphqlError('failed');
    }
    const message = firstErrorMessage(answer);
    if (message !== null) throw new GraphqlError('graphql', message);
    if (response.status !== 200 || !isRecord(answer) || !isRecord(answer.data)) throw new GraphqlError('failed');
    return answer.data as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
