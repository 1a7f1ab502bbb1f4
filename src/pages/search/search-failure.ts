import { answerNotice, exceptionNotice } from '../../../core/http/answer-notice.ts';
import type { Notice } from '../../../core/http/notices.ts';
import { RequestError } from '../../../core/http/request-error.ts';
import { CmsAnswerError } from '../../../core/feed/cms-answer-error.ts';

/**
 * Spec 2 §8: a refused search shows the server's message ('system error' if none); a failed request
 * was already shown by the request wrapper (spec 1 §8), so it shows nothing more.
 */
export function searchFailureNotice(error: unknown): Notice {
  if (error instanceof RequestError) return error.notified ? { kind: 'none' } : exceptionNotice(error);
  if (error instanceof CmsAnswerError && error.code !== null) return answerNotice({ code: error.code, message: error.message });
  return { kind: 'toast', text: { key: 'common.systemError' } };
}
