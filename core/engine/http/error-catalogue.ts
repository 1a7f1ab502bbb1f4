import type { MessageKey } from '../i18n/i18n.ts';
import type { Notice } from './notices.ts';

/**
 * Spec 1 §8, the error catalogue, as one pure function from a failure to what the reader sees and
 * what happens to the session. Read with the wrapper (request.ts), which only classifies failures.
 *
 * | failure                              | notice                                   | effect        |
 * | ------------------------------------ | ---------------------------------------- | ------------- |
 * | HTTP 408 (request time-out)          | toast 'request timed out!'               |               |
 * | HTTP 401, or body code 40101         | toast 'login expired, please log in again' | login cleared |
 * | body code 4001                       | none                                     | reload at own path |
 * | any other HTTP status                | toast 'connection error (status)!'       |               |
 * | no response: our time-out            | alert 'system notice' / 'the service is too busy, please try later' | |
 * | no response: network error           | toast 'your network is abnormal, ...' (no alert) | |
 * | no response: anything else           | alert 'system notice' / 'system is having a small problem, ...' | |
 * | aborted by the caller                | none                                     |               |
 */

export type FailureKind = 'http' | 'code' | 'timeout' | 'network' | 'no-response' | 'aborted';

export interface Failure {
  kind: FailureKind;
  /** HTTP status when a response came. */
  status: number | null;
  /** The body's `code` when an HTTP 200 answer carried a session code. */
  code: number | string | null;
}

/** Spec 1 §4: HTTP 401 means the session expired. */
export const LOGIN_EXPIRED_STATUS = 401;
/** Spec 1 §4: server code 40101 means the session expired. */
export const LOGIN_EXPIRED_CODE = 40101;
/** Spec 1 §4: server code 4001 makes the page reload at its own path. */
export const RELOAD_CODE = 4001;
/** Spec 1 §8 "request time-out": the server's HTTP 408 Request Timeout. */
export const REQUEST_TIMEOUT_STATUS = 408;
/** Body codes the wrapper handles itself (and rejects), whatever the caller asked. */
export const SESSION_CODES: readonly number[] = [LOGIN_EXPIRED_CODE, RELOAD_CODE];

export interface FailureHandling {
  notice: Notice;
  /** The text a page shows in place of what failed to load (e.g. the feed's failed state). */
  inline: MessageKey;
  /** Clear the stored login data (through the injected session). */
  clearLogin: boolean;
  /** Reload the page at its own path. */
  reload: boolean;
}

const toast = (key: MessageKey, params?: Record<string, string | number>): Notice => ({ kind: 'toast', text: { key, params } });
const systemAlert = (key: MessageKey): Notice => ({ kind: 'alert', title: { key: 'error.systemNotice' }, text: { key } });
const NOTHING: Notice = { kind: 'none' };

export const isSessionCode = (code: unknown): boolean =>
  (typeof code === 'number' || typeof code === 'string') && SESSION_CODES.includes(Number(code));

export function handleFailure(failure: Failure): FailureHandling {
  const plain = { clearLogin: false, reload: false };
  const code = Number(failure.code);
  if (failure.status === LOGIN_EXPIRED_STATUS || (failure.kind === 'code' && code === LOGIN_EXPIRED_CODE)) {
    return { notice: toast('error.loginExpired'), inline: 'error.loginExpired', clearLogin: true, reload: false };
  }
  switch (failure.kind) {
    case 'code':
      return code === RELOAD_CODE
        ? { notice: NOTHING, inline: 'common.loading', clearLogin: false, reload: true }
        : { notice: toast('common.systemError'), inline: 'common.systemError', ...plain };
    case 'http': {
      if (failure.status === REQUEST_TIMEOUT_STATUS) return { notice: toast('error.timeout'), inline: 'error.timeout', ...plain };
      const params = { status: failure.status ?? '' };
      return { notice: toast('error.httpStatus', params), inline: 'error.httpStatus', ...plain };
    }
    case 'timeout':
      return { notice: systemAlert('error.serviceBusy'), inline: 'error.timeout', ...plain };
    case 'network':
      return { notice: toast('error.network'), inline: 'error.network', ...plain };
    case 'no-response':
      return { notice: systemAlert('error.smallProblem'), inline: 'error.smallProblem', ...plain };
    case 'aborted':
      return { notice: NOTHING, inline: 'common.loading', ...plain };
  }
}
