import { describe, expect, it } from 'vitest';
import { RequestError } from '../../core/engine/http/request.ts';
import { createBrowserServices } from '../../core/engine/services/browser-services.ts';
import { createEngineBus } from '../../core/engine/events.ts';
import { standInOrigin } from '../support/stand-in-origin.ts';
import { BODY, detailCms, newsItem, renderDetail } from './detail-support.tsx';

/** Issue 12: the article body (contentUrl) fails as requests do, with a time limit and a retry. */
const page = '/details?newsId=100001';

describe('the article body when its address fails', () => {
  it("says the status, shows the catalogue's toast, and a retry loads it", async () => {
    let calls = 0;
    const body = async () => {
      calls += 1;
      if (calls === 1) throw RequestError.of({ kind: 'http', status: 503, code: null });
      return BODY(100001);
    };
    const { screen, notices } = await renderDetail(detailCms([newsItem(100001)]), { path: page, body });
    const failed = screen.getByTestId('body-failed');
    await expect.element(failed).toHaveTextContent('The article text could not be loaded');
    await expect.element(failed).toHaveTextContent('Connection error (503)!');
    expect(notices).toContainEqual({ kind: 'toast', text: { key: 'error.httpStatus', params: { status: 503 } } });
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByTestId('article-body')).toHaveTextContent('第一段100001');
    expect(calls).toBe(2);
  });

  it.each([
    ['a JSON envelope', JSON.stringify({ code: 200, message: 'success', data: { id: 1 } })],
    ['an empty answer', '  \n '],
  ])('treats %s as no article: System error and a retry', async (_case, text) => {
    const { screen, notices } = await renderDetail(detailCms([newsItem(100001)]), { path: page, body: async () => text });
    const failed = screen.getByTestId('body-failed');
    await expect.element(failed).toHaveTextContent('System error');
    await expect.element(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(notices).toContainEqual({ kind: 'toast', text: { key: 'common.systemError' } });
    expect(screen.getByTestId('article-body').query()).toBeNull();
  });

  it('says the time-out when the body never came (core/domain/detail/article-body.ts gives up after 20 s)', async () => {
    const body = () => Promise.reject(RequestError.of({ kind: 'timeout', status: null, code: null }));
    const { screen, notices } = await renderDetail(detailCms([newsItem(100001)]), { path: page, body });
    await expect.element(screen.getByTestId('body-failed')).toHaveTextContent('Request timed out!');
    expect(notices).toContainEqual({ kind: 'alert', title: { key: 'error.systemNotice' }, text: { key: 'error.serviceBusy' } });
  });
});

describe("the page's body fetch classifies what the address answers", () => {
  const { fetchText } = createBrowserServices(createEngineBus());
  const origin = standInOrigin();
  it.each([
    ['/status/503', 'http 503'],
    ['/ok', 'code'],
  ])('%s rejects as %s', async (path, message) => {
    await expect(fetchText(`${origin}${path}`, new AbortController().signal)).rejects.toThrow(message);
  });
  it('returns the text of a page', async () => {
    await expect(fetchText(`${origin}/text`, new AbortController().signal)).resolves.toBe('plain words');
  });
});
