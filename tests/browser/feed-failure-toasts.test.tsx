import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ReactNode } from 'react';
import { RequestError } from '../../core/engine/http/request.ts';
import { textOf, type Notice } from '../../core/engine/http/notices.ts';
import { translator } from '../../core/engine/i18n/translator.ts';
import listFixture from '../../plugins/panels/list-content/list-content.fixture.ts';
import { useFeed, type Feed } from '../../src/feed/useFeed.ts';
import { recordingNotices, testEngine, WithEngine } from '../support/render-engine.tsx';

/** Spec 2 §8 (issue 12): refresh and load-more failures say what failed, not a generic 'Refresh failure'. */
const firstPage = { code: 200, message: 'success', data: [{ ...listFixture.valid[0], contents: Array.from({ length: 10 }, (_, i) => ({ id: 900100 + i, title: `第${i}条`, listStyle: 0, publishTime: 1732406400000 - i })) }] };
const t = translator('en');

async function feedWith(answers: ((path: string) => Promise<unknown>)[]) {
  const shown: Notice[] = [];
  let call = 0;
  const engine = testEngine({
    language: 'en',
    services: { notices: recordingNotices(shown), request: (path: string) => (answers[call++] ?? answers[answers.length - 1]!)(path) },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <WithEngine engine={engine}>{children}</WithEngine>;
  const { result } = await renderHook(() => useFeed(engine, 'test.failures'), { wrapper });
  await expect.poll(() => (result.current as Feed).state.status).toBe('ready');
  const toasts = () => shown.flatMap((notice) => (notice.kind === 'toast' ? [textOf(notice.text, t)] : []));
  return { feed: () => result.current as Feed, toasts };
}

const ok = () => Promise.resolve(firstPage);
const networkDown = () => Promise.reject(RequestError.of({ kind: 'network', status: null, code: null }));

describe('feed failure toasts', () => {
  it('a refresh with no network toasts the network text of the catalogue', async () => {
    const { feed, toasts } = await feedWith([ok, networkDown]);
    await expect(feed().refresh()).rejects.toBeInstanceOf(RequestError);
    expect(toasts()).toEqual(['Your network is abnormal, unable to connect to server']);
  });

  it("a refresh answered with a non-200 code toasts the server's message", async () => {
    const { feed, toasts } = await feedWith([ok, () => Promise.resolve({ code: 500, message: '栏目维护中', data: null })]);
    await expect(feed().refresh()).rejects.toThrow();
    expect(toasts()).toEqual(['栏目维护中']);
  });

  it("load-more answered with a non-200 code and no message toasts 'System error'", async () => {
    const { feed, toasts } = await feedWith([ok, () => Promise.resolve({ code: '503', message: null, data: null })]);
    await expect(feed().loadMore()).rejects.toThrow();
    expect(toasts()).toEqual(['System error']);
  });

  it('load-more that times out at the server toasts its catalogue text', async () => {
    const { feed, toasts } = await feedWith([ok, () => Promise.reject(RequestError.of({ kind: 'http', status: 408, code: null }))]);
    await expect(feed().loadMore()).rejects.toBeInstanceOf(RequestError);
    expect(toasts()).toEqual(['Request timed out!']);
  });
});
