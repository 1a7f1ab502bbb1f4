import { toQuery } from './query.ts';
import type { JsonParams, Params } from './request.ts';
import { isRecord } from '../schema/json-guards.ts';

/**
 * Answers the server got for the page it rendered (what its render asked for: src/ssr/page-ssr.tsx),
 * handed to the page inside its HTML: the page's call cache (core/engine/http/call-cache.ts) answers its first
 * render from them instead of asking again, and so renders what the server rendered (hydration keeps
 * the server's HTML). They hold while the page is at that address; every later visit asks the CMS.
 */

/**
 * A call's key, the same on both sides: a GET's address with its parameters sorted; a POST (the
 * search calls) is marked so, its body's fields sorted the same way.
 */
export function answerKey(path: string, params: Params | JsonParams = {}, method: 'GET' | 'POST' = 'GET'): string {
  // oxlint-disable-next-line unicorn/no-array-sort -- toSorted is Chrome 110 / iOS 16, above the browser floor; the array is a fresh copy
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${method === 'POST' ? 'POST ' : ''}${path}${toQuery(sorted)}`;
}

/**
 * What the server hands over: JSON answers by answerKey, texts (article bodies) by address, and the
 * feeds it rendered: by category code, the key of their first page's answer (the page resolves them
 * before hydrating).
 */
export interface SeededAnswers {
  json: Record<string, unknown>;
  /** Answers as the server's calls read them, by call key (core/engine/http/call.ts callKey). */
  reads?: Record<string, unknown>;
  texts: Record<string, string>;
  feeds?: Record<string, string>;
  /**
   * The feeds' panels as the server resolved them, by category code (core/engine/render/frozen-panels.ts):
   * a feed found here comes without its answer, and the page hydrates it without the resolver.
   */
  panels?: Record<string, unknown>;
  /**
   * Lists' items as the server resolved them (a topic's news, the related videos), by the call's key
   * and the list's panel id (src/lists/use-resolved-records.ts): the page hydrates them without the validators.
   */
  resolved?: Record<string, unknown>;
}

/** What the server handed over, when it has that shape; else nothing (the page then fetches). */
export function readSeededAnswers(value: unknown): SeededAnswers | null {
  const { json, texts, feeds, reads, panels, resolved } = (value ?? {}) as Partial<Record<keyof SeededAnswers, unknown>>;
  if (!isRecord(json) || !isRecord(texts)) return null;
  const textsOnly = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { json, texts: textsOnly(texts), ...(isRecord(feeds) ? { feeds: textsOnly(feeds) } : {}), ...(isRecord(reads) ? { reads } : {}), ...(isRecord(panels) ? { panels } : {}), ...(isRecord(resolved) ? { resolved } : {}) };
}
