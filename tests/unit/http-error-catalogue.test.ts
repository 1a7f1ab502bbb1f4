import { describe, expect, it, vi } from 'vitest';
import { answerNotice, exceptionNotice, isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { handleFailure, type Failure } from '../../core/engine/http/error-catalogue.ts';
import { createFailureHandler, ownPath } from '../../core/engine/http/failure-handler.ts';
import { createNoticeCentre, textOf } from '../../core/engine/http/notices.ts';
import { RequestError } from '../../core/engine/http/request.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import { createEngineBus } from '../../core/engine/events.ts';

const en = translator('en');
const failure = (kind: Failure['kind'], status: number | null = null, code: number | string | null = null): Failure => ({ kind, status, code });

/** What the reader sees for a failure, in English, as one line. */
function seen(f: Failure): string {
  const { notice } = handleFailure(f);
  if (notice.kind === 'toast') return `toast: ${textOf(notice.text, en)}`;
  if (notice.kind === 'alert') return `alert "${textOf(notice.title, en)}": ${textOf(notice.text, en)}`;
  return 'nothing';
}

describe('error catalogue (spec 1 §8), row by row', () => {
  it.each([
    ['HTTP 408 request time-out', failure('http', 408), 'toast: Request timed out!'],
    ['HTTP 400', failure('http', 400), 'toast: Connection error (400)!'],
    ['HTTP 404', failure('http', 404), 'toast: Connection error (404)!'],
    ['HTTP 500', failure('http', 500), 'toast: Connection error (500)!'],
    ['HTTP 503', failure('http', 503), 'toast: Connection error (503)!'],
    ['HTTP 401', failure('http', 401), 'toast: Login expired, please log in again'],
    ['code 40101', failure('code', 200, 40101), 'toast: Login expired, please log in again'],
    ["code '40101'", failure('code', 200, '40101'), 'toast: Login expired, please log in again'],
    ['code 4001', failure('code', 200, 4001), 'nothing'],
    ['no response, time-out', failure('timeout'), 'alert "System notice": The service is too busy, please try later'],
    ['no response, other', failure('no-response'), 'alert "System notice": System is having a small problem, please retry later'],
    ['no response, network error', failure('network'), 'toast: Your network is abnormal, unable to connect to server'],
    ['aborted by the page', failure('aborted'), 'nothing'],
  ])('%s → %s', (_row, f, expected) => expect(seen(f)).toBe(expected));

  it('clears the login on 401 and 40101 only', () => {
    expect(handleFailure(failure('http', 401)).clearLogin).toBe(true);
    expect(handleFailure(failure('code', 200, 40101)).clearLogin).toBe(true);
    for (const f of [failure('http', 400), failure('http', 403), failure('http', 402), failure('code', 200, 4001), failure('timeout'), failure('network')]) {
      expect(handleFailure(f).clearLogin).toBe(false);
    }
  });

  it('reloads on code 4001 only', () => {
    expect(handleFailure(failure('code', 200, 4001)).reload).toBe(true);
    expect(handleFailure(failure('code', 200, '4001')).reload).toBe(true);
    for (const f of [failure('code', 200, 40101), failure('http', 401), failure('timeout'), failure('no-response')]) {
      expect(handleFailure(f).reload).toBe(false);
    }
  });

  it('gives pages an inline text for each failure (a time-out reads "Request timed out!")', () => {
    expect(en(handleFailure(failure('timeout')).inline)).toBe('Request timed out!');
    expect(en(handleFailure(failure('network')).inline)).toBe('Your network is abnormal, unable to connect to server');
    expect(en(handleFailure(failure('http', 401)).inline)).toBe('Login expired, please log in again');
    expect(en(handleFailure(failure('http', 502)).inline, { status: 502 })).toBe('Connection error (502)!');
  });
});

describe('failure handler: carries out the catalogue', () => {
  function setup() {
    const session = { token: () => 't', deviceId: () => null, clearLogin: vi.fn() };
    const reload = vi.fn();
    const notices = createNoticeCentre(createEngineBus());
    const handle = createFailureHandler({ session, notices, reload });
    return { session, reload, notices, handle };
  }

  it('clears the login data and shows the login-expired toast on 40101', () => {
    const { session, reload, notices, handle } = setup();
    handle(RequestError.of(failure('code', 200, 40101)));
    expect(session.clearLogin).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    expect(notices.getSnapshot().toast?.text).toEqual({ key: 'error.loginExpired' });
  });

  it('reloads on 4001 without a notice', () => {
    const { session, reload, notices, handle } = setup();
    handle(RequestError.of(failure('code', 200, 4001)));
    expect(reload).toHaveBeenCalledOnce();
    expect(session.clearLogin).not.toHaveBeenCalled();
    expect(notices.getSnapshot()).toEqual({ toast: null, alert: null });
  });

  it('shows the no-response alert once until it is confirmed', () => {
    const { notices, handle } = setup();
    handle(RequestError.of(failure('timeout')));
    const first = notices.getSnapshot().alert;
    handle(RequestError.of(failure('no-response')));
    handle(RequestError.of(failure('timeout')));
    expect(notices.getSnapshot().alert).toBe(first);
    notices.confirmAlert(first?.id ?? -1);
    expect(notices.getSnapshot().alert).toBeNull();
    handle(RequestError.of(failure('no-response')));
    expect(notices.getSnapshot().alert?.text).toEqual({ key: 'error.smallProblem' });
  });

  it('shows no alert for a network error', () => {
    const { notices, handle } = setup();
    handle(RequestError.of(failure('network')));
    expect(notices.getSnapshot().alert).toBeNull();
    expect(notices.getSnapshot().toast?.text).toEqual({ key: 'error.network' });
  });

  it('reloads at its own path, query kept', () => {
    expect(ownPath({ pathname: '/details', search: '?newsId=7' })).toBe('/details?newsId=7');
    expect(ownPath({ pathname: '/', search: '' })).toBe('/');
  });
});

describe('notice centre', () => {
  it('lets a newer toast replace an older one, and the older one cannot dismiss it', () => {
    const notices = createNoticeCentre(createEngineBus());
    notices.show({ kind: 'toast', text: { raw: 'one' } });
    const first = notices.getSnapshot().toast;
    notices.show({ kind: 'toast', text: { raw: 'two' } });
    notices.dismissToast(first?.id ?? -1);
    expect(notices.getSnapshot().toast?.text).toEqual({ raw: 'two' });
  });

  it('tells subscribers of each change', () => {
    const notices = createNoticeCentre(createEngineBus());
    const listener = vi.fn();
    const unsubscribe = notices.subscribe(listener);
    notices.show({ kind: 'toast', text: { raw: 'x' } });
    notices.show({ kind: 'none' });
    unsubscribe();
    notices.show({ kind: 'toast', text: { raw: 'y' } });
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('answers (spec 2 §8: non-200 code → server message for 2 s, or "System error")', () => {
  it.each([200, '200', ' 200 '])('shows nothing for success code %j', (code) => {
    expect(isSuccessCode(code)).toBe(true);
    expect(answerNotice({ code, message: 'ok' })).toEqual({ kind: 'none' });
  });

  it.each([
    [{ code: 500, message: '投票已结束' }, '投票已结束'],
    [{ code: '0', message: 'legacy ok is not content-system ok' }, 'legacy ok is not content-system ok'],
    [{ code: 201, message: '' }, 'System error'],
    [{ code: 5101, message: '   ' }, 'System error'],
    [{ code: 400 }, 'System error'],
    [{ message: 'no code' }, 'no code'],
    [null, 'System error'],
    ['<html>', 'System error'],
  ])('%j → toast %j', (answer, text) => {
    const notice = answerNotice(answer);
    expect(notice.kind).toBe('toast');
    if (notice.kind === 'toast') {
      expect(textOf(notice.text, en)).toBe(text);
      expect(notice.durationMs).toBeUndefined(); // the Toast default: 2 s
    }
  });

  it('shows exceptions likewise: "System error", nothing more for a failure the wrapper already showed', () => {
    const shown = RequestError.of(failure('http', 500));
    shown.notified = true;
    expect(exceptionNotice(shown)).toEqual({ kind: 'none' });
    const quiet = RequestError.of(failure('http', 500));
    expect(exceptionNotice(quiet)).toEqual({ kind: 'toast', text: { key: 'error.httpStatus', params: { status: 500 } } });
    expect(exceptionNotice(new TypeError('x is undefined'))).toEqual({ kind: 'toast', text: { key: 'common.systemError' } });
  });
});
