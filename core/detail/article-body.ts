import { exceptionNotice } from '../http/answer-notice.ts';
import type { NoticeText, Notice } from '../http/notices.ts';
import { REQUEST_TIMEOUT_MS, RequestError } from '../http/request.ts';

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

const notArticle: BodyOutcome = { status: 'failed', notice: { kind: 'toast', text: { key: 'common.systemError' } }, reason: { key: 'common.systemError' } };

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
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop);
  const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
  try {
    const text = await Promise.race([
      fetchText(url, controller.signal),
      new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true })),
    ]);
    return isArticleHtml(text) ? { status: 'ready', html: text } : notArticle;
  } catch (error) {
    const failure = controller.signal.reason === 'timeout' ? RequestError.of({ kind: 'timeout', status: null, code: null }) : error;
    const notice = exceptionNotice(failure);
    if (!(failure instanceof RequestError)) return { status: 'failed', notice, reason: { key: 'common.systemError' } };
    return { status: 'failed', notice, reason: { key: failure.messageKey, params: failure.status === null ? undefined : { status: failure.status } } };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
