import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../core/engine/http/request.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { DETAIL_PATH, fetchDetail, listOf, MORE_NEWS_PAGE_SIZE, widgetOf } from '../../core/domain/detail/detail-api.ts';
import { recommendParams } from '../../core/domain/detail/more-news-call.ts';

function cms(answer: unknown) {
  const calls: { path: string; options: RequestOptions | undefined }[] = [];
  const request: RequestFn = async (path, options) => {
    calls.push({ path, options });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { calls, request };
}

const signal = new AbortController().signal;

describe('the detail call (spec 2 §7)', () => {
  it('asks GET getDetail/{id} with preview and hasAdvert as 0/1', async () => {
    const stand = cms({ code: 200, data: { id: 100004, title: '五一广场商圈焕新亮相' } });
    const outcome = await fetchDetail(stand.request, '100004', true, true, signal);
    expect(stand.calls).toEqual([{ path: `${DETAIL_PATH}/100004`, options: { params: { preview: 1, hasAdvert: 1 }, signal } }]);
    expect(outcome).toMatchObject({ status: 'ready', item: { id: '100004', title: '五一广场商圈焕新亮相' } });
    await fetchDetail(stand.request, '100004', false, false, signal);
    expect(stand.calls[1]?.options?.params).toEqual({ preview: 0, hasAdvert: 0 });
  });

  it('turns code 5101 into a missing content (spec 2 §8), as a number or a string', async () => {
    expect(await fetchDetail(cms({ code: 5101, message: 'content does not exist', data: null }).request, '9', false, false, signal)).toEqual({ status: 'missing' });
    expect(await fetchDetail(cms({ code: '5101', data: null }).request, '9', false, false, signal)).toEqual({ status: 'missing' });
  });

  it("fails with the server's message for another code, 'System error' without one", async () => {
    expect(await fetchDetail(cms({ code: 500, message: '服务维护中' }).request, '1', false, false, signal)).toMatchObject({
      status: 'failed',
      notice: { kind: 'toast', text: { raw: '服务维护中' } },
    });
    expect(await fetchDetail(cms({ code: 500 }).request, '1', false, false, signal)).toMatchObject({
      status: 'failed',
      notice: { kind: 'toast', text: { key: 'common.systemError' } },
    });
  });

  it('fails on an item the schema refuses (no title), and on an exception', async () => {
    expect(await fetchDetail(cms({ code: 200, data: { id: 1 } }).request, '1', false, false, signal)).toMatchObject({ status: 'failed' });
    expect(await fetchDetail(cms(new Error('offline')).request, '1', false, false, signal)).toMatchObject({
      status: 'failed',
      notice: { kind: 'toast', text: { key: 'common.systemError' } },
    });
  });

  it('encodes the id in the path', async () => {
    const stand = cms({ code: 5101 });
    await fetchDetail(stand.request, '1/../2', false, false, signal);
    expect(stand.calls[0]?.path).toBe(`${DETAIL_PATH}/1%2F..%2F2`);
  });
});

describe('lists and the widget', () => {
  it("asks 'More news' for 10 news_common items of page 1 (spec 2 §7, §9)", () => {
    expect(MORE_NEWS_PAGE_SIZE).toBe(10);
    expect(recommendParams('100004', 'dev-1')).toEqual({
      contentId: '100004',
      pageIndex: 1,
      pageSize: 10,
      personalRec: 1,
      refreshType: 'open',
      types: 'news_common',
      ssId: 'dev-1',
    });
  });

  it('reads a list only from a success', () => {
    expect(listOf({ code: 200, data: [1, 2] })).toEqual([1, 2]);
    expect(listOf({ code: 500, data: [1] })).toEqual([]);
    expect(listOf({ code: 200, data: { records: [] } })).toEqual([]);
  });

  it('reads the widget picture and where a tap leads', () => {
    expect(widgetOf({ code: 200, data: { widgetUrl: '/media/img/w.svg', redirectUrl: '/details?newsId=100006' } })).toEqual({
      widgetUrl: '/media/img/w.svg',
      redirectUrl: '/details?newsId=100006',
    });
    expect(widgetOf({ code: 200, data: { widgetUrl: '/media/img/w.svg', redirectUrl: '' } })).toEqual({ widgetUrl: '/media/img/w.svg', redirectUrl: null });
    expect(widgetOf({ code: 200, data: null })).toBeNull();
    expect(widgetOf({ code: 200, data: { widgetUrl: ' ' } })).toBeNull();
  });
});
