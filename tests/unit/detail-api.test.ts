import { describe, expect, it } from 'vitest';
import { requestOf, type CallRequest } from '../../core/engine/http/call.ts';
import { CallCache } from '../../core/engine/http/call-cache.ts';
import { DETAIL_PATH, detailCall, listOf, MORE_NEWS_PAGE_SIZE, recordState, widgetOf, type RecordParams } from '../../core/domain/detail/detail-api.ts';
import { recommendParams } from '../../core/domain/detail/more-news-call.ts';

/**
 * A stand-in CMS answering every request with `answer` (throwing it when it is an error), noting the
 * requests it was sent. `detail` makes the detail call through a call cache of its own and reads the
 * settled state as the detail page does (recordState): the item, 'missing', or 'failed' with its notice.
 */
function cms(answer: unknown) {
  const calls: CallRequest[] = [];
  const cache = new CallCache({
    fetch: async (request) => {
      calls.push(request);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const detail = async (id: string, preview: boolean, hasAdvert: boolean) => recordState(await cache.load(detailCall, { id, preview, hasAdvert } satisfies RecordParams));
  return { calls, detail };
}

describe('the detail call (spec 2 §7)', () => {
  it('asks GET getDetail/{id} with preview and hasAdvert as 0/1', async () => {
    const stand = cms({ code: 200, data: { id: 100004, title: '五一广场商圈焕新亮相' } });
    const outcome = await stand.detail('100004', true, true);
    expect(stand.calls).toEqual([{ kind: 'json', method: 'GET', path: `${DETAIL_PATH}/100004`, params: { preview: 1, hasAdvert: 1 } }]);
    expect(outcome).toMatchObject({ status: 'ready', item: { id: '100004', title: '五一广场商圈焕新亮相' } });
    await stand.detail('100004', false, false);
    expect(stand.calls[1]?.params).toEqual({ preview: 0, hasAdvert: 0 });
  });

  it('turns code 5101 into a missing content (spec 2 §8), as a number or a string', async () => {
    expect(await cms({ code: 5101, message: 'content does not exist', data: null }).detail('9', false, false)).toEqual({ status: 'missing' });
    expect(await cms({ code: '5101', data: null }).detail('9', false, false)).toEqual({ status: 'missing' });
  });

  it("fails with the server's message for another code, 'System error' without one", async () => {
    expect(await cms({ code: 500, message: '服务维护中' }).detail('1', false, false)).toMatchObject({
      status: 'failed',
      notice: { kind: 'toast', text: { raw: '服务维护中' } },
    });
    expect(await cms({ code: 500 }).detail('1', false, false)).toMatchObject({
      status: 'failed',
      notice: { kind: 'toast', text: { key: 'common.systemError' } },
    });
  });

  it('fails on an item the schema refuses (no title), and on an exception', async () => {
    expect(await cms({ code: 200, data: { id: 1 } }).detail('1', false, false)).toMatchObject({ status: 'failed' });
    expect(await cms(new Error('offline')).detail('1', false, false)).toMatchObject({
      status: 'failed',
      notice: { kind: 'toast', text: { key: 'common.systemError' } },
    });
  });

  it('encodes the id in the path', async () => {
    const stand = cms({ code: 5101 });
    await stand.detail('1/../2', false, false);
    expect(stand.calls[0]?.path).toBe(`${DETAIL_PATH}/1%2F..%2F2`);
    expect(requestOf(detailCall, { id: '1/../2', preview: false, hasAdvert: false }).path).toBe(`${DETAIL_PATH}/1%2F..%2F2`);
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
