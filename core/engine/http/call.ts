import { answerKey } from './answer-seed.ts';
import type { JsonParams, Params, RequestFn } from './request.ts';

/*
 * A CMS call as data: where it goes, what it sends, how its answer is read and whether it may be made
 * for everyone. Pages ask for calls with `useCall` (core/engine/render/use-call.ts); the call cache
 * (core/engine/http/call-cache.ts) makes them, once per key; the server makes the same ones while it renders
 * a page and hands their answers to the page (its answer seed).
 */

export type CallMethod = 'GET' | 'POST';

/** One call ready to send: a JSON call of the CMS, or a text (an article body) at an address. */
export interface CallRequest {
  kind: 'json' | 'text';
  method: CallMethod;
  path: string;
  /** The query of a GET, the JSON body of a POST. */
  params: Params | JsonParams;
  /** false: a failure is the page's to show; the request wrapper shows no notice of its own. */
  notify?: false;
}

export interface CallDefinition<P, A> {
  /** For reports and failures: 'detail', 'topic', 'search page'. */
  name: string;
  /** GET unless said otherwise. */
  method?: CallMethod;
  /** 'text': the path is an address whose text the call reads (an article body). */
  kind?: 'json' | 'text';
  path: string | ((params: P) => string);
  /** The query (GET) or the body (POST) of these parameters. */
  request?: (params: P) => Params | JsonParams;
  /** The answer as the page uses it; throws when the answer is of no use (the call then failed). */
  read: (answer: unknown, params: P) => A;
  /**
   * The reader's own answer (it depends on their login: a preview with drafts, their favourites): never
   * made on the server, never kept in a shared page.
   */
  personal?: boolean | ((params: P) => boolean);
  /**
   * Made in the browser only, as a personal call is (the server renders it loading): it depends on what
   * only the browser holds (the reader's session), or shows what a page without scripts could not
   * use (a popup it could not close).
   */
  browserOnly?: true;
  /**
   * A call the page can show without: when it fails on the server the page is still rendered there,
   * showing it loading, and the browser asks again (an article body). Any other failed call leaves
   * the whole page to the browser.
   */
  optional?: boolean;
  /**
   * A call made of several requests (the legacy comment list asks each comment's first replies): it
   * makes them through `send` (the cache's own way of calling, aborted with it) and gives the answer
   * kept, recorded and read. `path` and `request` then only name it: its key.
   */
  gather?: (send: RequestFn, params: P) => Promise<unknown>;
  /** A feed's first page: the category whose panels the page resolves before it hydrates (src/main.tsx). */
  feed?: (params: P) => string;
  /** false: the page shows the call's failure its own way (no toast from the request wrapper). */
  notify?: false;
}

/** A call definition, typed by its parameters and what its reader gives. */
export const defineCall = <P, A>(definition: CallDefinition<P, A>): CallDefinition<P, A> => definition;

export function requestOf<P>(definition: CallDefinition<P, unknown>, params: P): CallRequest {
  const path = typeof definition.path === 'function' ? definition.path(params) : definition.path;
  return { kind: definition.kind ?? 'json', method: definition.method ?? 'GET', path, params: definition.request?.(params) ?? {}, ...(definition.notify === false ? { notify: false as const } : {}) };
}

/** The call's key, the same on the server and in the page: a text's address, a JSON call's answerKey. */
export const keyOf = ({ kind, path, params, method }: CallRequest): string => (kind === 'text' ? path : answerKey(path, params, method));

/** The request's key (a page seed's key): the same on the server and in the page. */
export const requestKey = <P>(definition: CallDefinition<P, unknown>, params: P): string => keyOf(requestOf(definition, params));

/**
 * The call cache's key: the definition's name and its request. Two definitions may make the same
 * request and read its answer apart (a playback's class page for the archive and for 'wonderful
 * videos'): each keeps its own state. The server's seed is keyed by the request alone (keyOf).
 */
export const callKey = <P>(definition: CallDefinition<P, unknown>, params: P): string => `${definition.name}\u0000${requestKey(definition, params)}`;

export const isPersonal = <P>(definition: CallDefinition<P, unknown>, params: P): boolean =>
  typeof definition.personal === 'function' ? definition.personal(params) : definition.personal === true;

/** Never made on the server, never in a page's seed: a personal call, or one made in the browser only. */
export const isBrowserOnly = <P>(definition: CallDefinition<P, unknown>, params: P): boolean => definition.browserOnly === true || isPersonal(definition, params);
