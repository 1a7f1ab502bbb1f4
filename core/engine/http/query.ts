import type { JsonParams, Params } from './request.ts';

/*
 * A module of its own: the page's answer seed (core/engine/http/answer-seed.ts) keys calls with it without
 * taking the request wrapper into the home's first bundle (the wrapper loads with the first call).
 */

/** Query string of the set parameters; nested values go as JSON text. */
export function toQuery(params: Params | JsonParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
