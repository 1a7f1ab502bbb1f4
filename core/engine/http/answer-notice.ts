import { RequestError } from './request-error.ts';
import { handleFailure } from './error-catalogue.ts';
import type { Notice } from './notices.ts';

/** Spec 2 §7: success is code 200, as a number or a string. */
export const SUCCESS_CODE = 200;

export const isSuccessCode = (code: unknown): boolean =>
  (typeof code === 'number' || typeof code === 'string') && String(code).trim() === String(SUCCESS_CODE);

const systemError: Notice = { kind: 'toast', text: { key: 'common.systemError' } };

/**
 * Spec 2 §8: "Non-200 code: toast with server message for 2 s, or 'system error' if none."
 * None for a success. The toast's 2 s are the Toast component's default.
 */
export function answerNotice(answer: unknown): Notice {
  if (typeof answer !== 'object' || answer === null) return systemError;
  const { code, message } = answer as { code?: unknown; message?: unknown };
  if (isSuccessCode(code)) return { kind: 'none' };
  return typeof message === 'string' && message.trim() ? { kind: 'toast', text: { raw: message } } : systemError;
}

/**
 * Spec 2 §8: "Exceptions likewise." A request failure the wrapper already showed shows nothing more;
 * one made with `notify: false` shows its catalogue notice; any other exception shows 'system error'.
 */
export function exceptionNotice(error: unknown): Notice {
  if (error instanceof RequestError) return error.notified ? { kind: 'none' } : handleFailure(error).notice;
  return systemError;
}
