import { afterEach, describe, expect, it, vi } from 'vitest';
import { BODY_TIMEOUT_MS, isArticleHtml, loadArticleBody } from '../../core/domain/detail/article-body.ts';
import { REQUEST_TIMEOUT_MS, RequestError } from '../../core/engine/http/request.ts';

afterEach(() => vi.useRealTimers());

const never = (_url: string, signal: AbortSignal) => new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

describe('the article body (spec 2 §2; issue 12)', () => {
  it('waits the request time-out of spec 1 §9, then fails as a time-out', async () => {
    expect(BODY_TIMEOUT_MS).toBe(REQUEST_TIMEOUT_MS);
    vi.useFakeTimers();
    let settled = false;
    const outcome = loadArticleBody(never, '/content/news/1.html', new AbortController().signal).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(BODY_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({
      status: 'failed',
      notice: { kind: 'alert', title: { key: 'error.systemNotice' }, text: { key: 'error.serviceBusy' } },
      reason: { key: 'error.timeout', params: undefined },
    });
  });

  it('stops quietly when the page leaves', async () => {
    const leaving = new AbortController();
    const outcome = loadArticleBody(never, '/content/news/1.html', leaving.signal);
    leaving.abort();
    expect((await outcome).status).toBe('failed');
  });

  it('says the HTTP status of a failed answer', async () => {
    const outcome = await loadArticleBody(() => Promise.reject(RequestError.of({ kind: 'http', status: 502, code: null })), '/x', new AbortController().signal);
    expect(outcome).toMatchObject({ status: 'failed', reason: { key: 'error.httpStatus', params: { status: 502 } } });
  });

  it.each([
    ['<p>正文</p>', true],
    ['plain words of an article', true],
    ['{ not json, a brace in prose', true],
    ['', false],
    ['   \n', false],
    ['{"code":200,"message":"success","data":{}}', false],
    ['[1,2]', false],
  ])('%j is an article: %s', (text, article) => expect(isArticleHtml(text)).toBe(article));
});
