import { answerNotice, exceptionNotice } from '../../engine/http/answer-notice.ts';
import type { Notice } from '../../engine/http/notices.ts';
import { RequestError } from '../../engine/http/request-error.ts';
import type { MessageKey } from '../../engine/i18n/i18n.ts';
import { CmsAnswerError } from '../../engine/render/cms-answer-error.ts';

/**
 * Spec 2 §8 for pull-to-refresh and load-more: a non-200 answer toasts the server's message ('system
 * error' if none); a request failure toasts its catalogue text (spec 1 §8, e.g. the network text).
 * Only a failure that is neither (an answer of no known shape) falls back to the phase's own text.
 */
export function feedFailureNotice(error: unknown, fallback: MessageKey): Notice {
  if (error instanceof RequestError) return exceptionNotice(error);
  if (error instanceof CmsAnswerError && error.code !== null) return answerNotice({ code: error.code, message: error.message });
  return { kind: 'toast', text: { key: fallback } };
}
