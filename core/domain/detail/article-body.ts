import { exceptionNotice } from '../../engine/http/answer-notice.ts';
import type { NoticeText, Notice } from '../../engine/http/notices.ts';
import { defineCall } from '../../engine/http/call.ts';
import { fetchTextWithin } from '../../engine/http/fetch-text.ts';
import { REQUEST_TIMEOUT_MS, RequestError } from '../../engine/http/request.ts';

/** Spec 1 §9: the body waits no longer than any request (20000 ms). */
export const BODY_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

export type BodyOutcome = { status: 'ready'; html: string } | { status: 'failed'; notice: Notice; reason: NoticeText };

/** What the body address answered is an article: text with markup, not empty, not a JSON answer. */
export function isArticleHtml(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  if (/^[[{]/.test(trimmed)) {
    try {
      JSON.parse(trimmed);
      return false; // a CMS envelope or data, not an article
    } catch {
      /* text that merely starts with a brace */
    }
  }
  return true;
}

/** What the body address answered when it is no article. */
export class NotArticle extends Error {
  constructor() {
    super('the body address answered no article');
  }
}

/** The body as text, when it is an article; else throws NotArticle. */
export function readArticleBody(answer: unknown): string {
  if (typeof answer !== 'string' || !isArticleHtml(answer)) throw new NotArticle();
  return answer;
}

/** Spec 1 §8: what a failed body says: the catalogue's status, network or time-out text; 'system error' for anything else. */
export function bodyFailure(failure: unknown): Extract<BodyOutcome, { status: 'failed' }> {
  const notice = failure instanceof NotArticle ? ({ kind: 'toast', text: { key: 'common.systemError' } } as const) : exceptionNotice(failure);
  if (!(failure instanceof RequestError)) return { status: 'failed', notice, reason: { key: 'common.systemError' } };
  return { status: 'failed', notice, reason: { key: failure.messageKey, params: failure.status === null ? undefined : { status: failure.status } } };
}

/** Spec 2 §2: the body of an article, at the address its contentUrl allows (core/engine/sanitize/url-policy.ts). */
export const articleBodyCall = defineCall<string, string>({ name: 'article body', kind: 'text', path: (url) => url, read: readArticleBody, optional: true });

/**
 * Spec 2 §2: the body HTML from contentUrl, within the request time-out; a failure says what the error
 * catalogue says (spec 1 §8: status, network, time-out), an answer that is no article says 'system error'.
 */
export async function loadArticleBody(
  fetchText: (url: string, signal: AbortSignal) => Promise<string>,
  url: string,
  signal: AbortSignal,
  timeoutMs = BODY_TIMEOUT_MS,
): Promise<BodyOutcome> {
  try {
    return { status: 'ready', html: readArticleBody(await fetchTextWithin(fetchText, url, signal, timeoutMs)) };
  } catch (error) {
    return bodyFailure(error);
  }
}
