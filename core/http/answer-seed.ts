import { toQuery, type JsonParams, type Params } from './request.ts';

/**
 * Answers the server fetched for the page it rendered (src/ssr/page-loaders.ts), handed to the page
 * inside its HTML: the page's first render reads them instead of asking again, and so renders what the
 * server rendered (hydration keeps the server's HTML). The page retires them once it has hydrated;
 * every later visit asks the CMS as usual.
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
  texts: Record<string, string>;
  feeds?: Record<string, string>;
}

export const NO_ANSWERS: SeededAnswers = { json: {}, texts: {} };

/**
 * The answers, for the page at the address the server rendered. Once the reader has left that
 * address they are gone: a later visit (even back to the same page) asks the CMS afresh.
 */
export class AnswerSeed {
  private answers: SeededAnswers;

  /** `stillThere`: whether the page is still at the address the server rendered (always, on the server). */
  constructor(
    answers: SeededAnswers = NO_ANSWERS,
    private readonly stillThere: () => boolean = () => true,
  ) {
    this.answers = answers;
  }

  private current(): SeededAnswers {
    if (this.answers !== NO_ANSWERS && !this.stillThere()) this.answers = NO_ANSWERS;
    return this.answers;
  }

  /** Whether the page is the one the server rendered, still at its address (its first render hydrates the server's HTML). */
  rendered(): boolean {
    return this.current() !== NO_ANSWERS;
  }

  /** The seeded answer of this call, if the server made it. */
  json(path: string, params: Params | JsonParams = {}, method: 'GET' | 'POST' = 'GET'): unknown {
    return this.current().json[answerKey(path, params, method)];
  }

  /** The seeded text at this address (as the page asks for it), if the server fetched it. */
  text(url: string): string | undefined {
    return this.current().texts[url];
  }
}

/** What the server handed over, when it has that shape; else nothing (the page then fetches). */
export function readSeededAnswers(value: unknown): SeededAnswers | null {
  const { json, texts, feeds } = (value ?? {}) as Partial<Record<keyof SeededAnswers, unknown>>;
  const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  if (!isRecord(json) || !isRecord(texts)) return null;
  const textsOnly = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { json, texts: textsOnly(texts), ...(isRecord(feeds) ? { feeds: textsOnly(feeds) } : {}) };
}
