import { describe, expect, it } from 'vitest';
import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import { ACTIVE_FAVOUR_TAB_KEY, activeFavourTab, DEFAULT_FAVOUR_TAB, FAVOUR_SEARCH_PATH, favourPanelOf, readFavourTabs } from '../../core/domain/favourites/favourite-tabs.ts';

/** Favourites tabs (spec 2 §2, §3, §9): from mycs.favorpanel's sub-categories, mapped to their panels. */
const answer = (subCategories: unknown) => ({ code: 200, data: [{ id: 62820, typeCode: 'core.list.content', subCategories }] });
const SUBS = [
  { id: 62815, name: '视频', code: 'mycs.favor.video' },
  { id: '62816', name: '直播', code: 'mycs.favor.live' },
  { id: 62817, name: '新闻', code: 'mycs.favor.news' },
];

describe('favourites tabs', () => {
  it('map 62815, 62816, 62817 to 62822 (video), 62823 (live), 62821 (news)', () => {
    expect(readFavourTabs(answer(SUBS))).toEqual([
      { id: '62822', categoryCode: 'mycs.favor.video', name: '视频', kind: 'video' },
      { id: '62823', categoryCode: 'mycs.favor.live', name: '直播', kind: 'live' },
      { id: '62821', categoryCode: 'mycs.favor.news', name: '新闻', kind: 'news' },
    ]);
    expect(favourPanelOf('70000')).toBe('70000');
  });

  it('leave out sub-categories without id or code, repeats and non-objects', () => {
    const tabs = readFavourTabs(answer([null, 'x', { id: 62815 }, { code: 'mycs.favor.live' }, SUBS[0], SUBS[0], { id: 62817, code: ' mycs.favor.news ' }]));
    expect(tabs.map((tab) => [tab.id, tab.categoryCode])).toEqual([
      ['62822', 'mycs.favor.video'],
      ['62821', 'mycs.favor.news'],
    ]);
    expect(readFavourTabs({ code: 200, data: null })).toEqual([]);
    expect(readFavourTabs(answer('nope'))).toEqual([]);
  });

  it('a failure answer throws its code', () => {
    expect(() => readFavourTabs({ code: 40101, message: 'expired' })).toThrow(CmsAnswerError);
  });

  it('the active tab is the one kept under activeTabsId, starting at 62822; corrupted values are ignored', () => {
    const tabs = readFavourTabs(answer(SUBS));
    expect(ACTIVE_FAVOUR_TAB_KEY).toBe('activeTabsId');
    expect(DEFAULT_FAVOUR_TAB).toBe('62822');
    expect(activeFavourTab(tabs, null)).toBe('62822');
    expect(activeFavourTab(tabs, '62821')).toBe('62821');
    expect(activeFavourTab(tabs, ' 62823 ')).toBe('62823');
    for (const corrupted of ['62815', '{"id":1}', '', 'undefined', '__proto__', '6282']) expect(activeFavourTab(tabs, corrupted)).toBe('62822');
    expect(activeFavourTab(tabs.slice(1), null)).toBe('62823');
    expect(activeFavourTab([], '62822')).toBeNull();
  });

  it('search goes to /search with searchType=favor', () => {
    expect(FAVOUR_SEARCH_PATH).toBe('/search?text=&searchType=favor');
  });
});
