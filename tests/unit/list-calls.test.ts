import { describe, expect, it } from 'vitest';
import { FAVOUR_TABS_CATEGORY } from '../../core/domain/favourites/favourite-tabs.ts';
import { FEED_PAGE_SIZE } from '../../core/domain/feed/paging.ts';
import { callKey, isPersonal, requestOf } from '../../core/engine/http/call.ts';
import { LIST_PAGE_MAX, listPageAddress, listPageOf } from '../../core/domain/open/page-address.ts';
import { PLAYBACK_PAGE_SIZE, specPageCall } from '../../core/domain/playback/playback-api.ts';
import { readShortVideoPage, shortVideoPageCall } from '../../core/domain/video/short-video-call.ts';
import { SHORT_VIDEO_PAGE_SIZE } from '../../core/domain/video/video-calls.ts';
import { favourTabsCall } from '../../src/pages/favourites/favour-tabs-call.ts';

/** Issue 27 (the remaining lists on the call cache) and issue 32 (their pages in the address). */
const video = (id: number) => ({ id, type: 'short_video', title: `短视频${id}` });

describe("a list's page in the address", () => {
  it('reads a whole page number from 1 to the bound; anything else is the first page', () => {
    expect(listPageOf('?id=1&page=3')).toBe(3);
    expect(listPageOf('page=1')).toBe(1);
    expect(['', '?page=', '?page=0', '?page=-2', '?page=2.5', '?page=abc', `?page=${LIST_PAGE_MAX + 1}`, '?page=99999'].map(listPageOf)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("links the next page keeping the address's other names; the first page leaves the name out", () => {
    expect(listPageAddress('/topicList', 'id=100003&lang=en', 2)).toBe('/topicList?id=100003&lang=en&page=2');
    expect(listPageAddress('/PlayBack', 'id=300037&page=2', 3)).toBe('/PlayBack?id=300037&page=3');
    expect(listPageAddress('/PlayBack', 'id=300037&page=2', 1)).toBe('/PlayBack?id=300037');
  });
});

describe('the short-video feed as a call', () => {
  it('asks 5 from a video, in its panel when one is named, by page; its failures are the page’s to show', () => {
    expect(requestOf(shortVideoPageCall, { contentId: '100261', panelId: '48632', page: 2 })).toMatchObject({
      path: '/api/cms/client/video/queryVideoPullDownList',
      params: { contentId: '100261', pageSize: SHORT_VIDEO_PAGE_SIZE, pageIndex: 2, panelId: '48632' },
      notify: false,
    });
    expect(requestOf(shortVideoPageCall, { contentId: '100261', panelId: null, page: 1 }).params).toEqual({ contentId: '100261', pageSize: SHORT_VIDEO_PAGE_SIZE, pageIndex: 1 });
  });

  it('leaves out a record that is no video (to be reported), and a page of fewer than 5 records, usable or not, is the last', () => {
    const page = readShortVideoPage({ code: 200, data: [video(1), { id: 2, type: 'short_video' }, video(3), video(4), video(5)] });
    expect(page.items.map((item) => item.id)).toEqual(['1', '3', '4', '5']);
    expect(page.dropped).toEqual([{ itemId: '2', errors: [expect.any(String)] }]);
    expect(page.last).toBe(false);
    expect(readShortVideoPage({ code: 200, data: [video(6), video(7)] }).last).toBe(true);
    // A failed answer reads as an empty, last page: the feed ends there, as before.
    expect(readShortVideoPage({ code: 500, message: '服务繁忙' })).toEqual({ items: [], dropped: [], last: true });
  });
});

describe("a playback class's page as a call", () => {
  it('asks 12 a page with the date window, and keys the same page the same with or without a window', () => {
    expect(requestOf(specPageCall, { classId: '8999', page: 2, window: { startTime: '2021-12-01', endTime: '2021-12-10' } }).params).toEqual({
      classId: '8999',
      pageSize: PLAYBACK_PAGE_SIZE,
      pageIndex: 2,
      startTime: '2021-12-01',
      endTime: '2021-12-10',
    });
    expect(callKey(specPageCall, { classId: '8999', page: 1, window: null })).toBe(callKey(specPageCall, { classId: '8999', page: 1, window: null }));
    expect(callKey(specPageCall, { classId: '8999', page: 1, window: null })).not.toBe(callKey(specPageCall, { classId: '8999', page: 2, window: null }));
    expect(requestOf(specPageCall, { classId: '8999', page: 1, window: null })).not.toHaveProperty('notify');
  });

  it('reads a page of records, and whether it was the last', () => {
    const answer = { code: 200, data: { records: [{ id: 300001, type: 'video', title: '回放' }], total: 13, pages: 2 } };
    expect(specPageCall.read(answer, { classId: '8999', page: 2, window: null })).toMatchObject({ items: [{ id: '300001' }], last: true });
    expect(() => specPageCall.read({ code: 500 }, { classId: '8999', page: 1, window: null })).toThrow();
  });
});

describe('the favourites tabs as a call', () => {
  it("asks the favourites panel category's first page, the same for every reader; reads its tabs", () => {
    expect(requestOf(favourTabsCall, {}).params).toEqual({ categoryCode: FAVOUR_TABS_CATEGORY, pageSize: FEED_PAGE_SIZE, refreshType: 'open' });
    expect(isPersonal(favourTabsCall, {})).toBe(false);
    const answer = { code: 200, data: [{ subCategories: [{ id: 62817, code: 'mycs.favor.video', name: '视频' }] }] };
    expect(favourTabsCall.read(answer, {})).toMatchObject([{ categoryCode: 'mycs.favor.video', name: '视频' }]);
  });
});
