import { describe, expect, it } from 'vitest';
import {
  addressStep,
  readSearchAddress,
  savesOnArrival,
  SEARCH_STATE_KEY,
  searchEntryOf,
  searchTabOf,
  stepsOutOfSearch,
  withSearch,
  withSearchEntry,
} from '../../core/domain/search/search-address.ts';
import {
  afterShortVideoPage,
  isLastShortVideoPage,
  SHORT_VIDEO_PAGE_SIZE,
  SHORT_VIDEO_PAGING_START,
  shouldLoadMore,
} from '../../core/domain/video/video-calls.ts';
import { isLivePage, showsLive, type VideoTab } from '../../core/domain/video/video-tabs.ts';

/** Issue 28 items 2 and 3: the pure rules behind the address's search, the video title and the short-video paging. */
describe('the search in the address', () => {
  it('reads the text and the tab; an unknown tab is news', () => {
    expect(readSearchAddress('?text=%E9%95%BF%E6%B2%99&tab=users')).toEqual({ text: '长沙', tab: 'users' });
    expect(readSearchAddress('?searchType=favor')).toEqual({ text: '', tab: 'news' });
    for (const odd of [null, '', 'NEWS', '__proto__', 'constructor', 'favourites']) expect(searchTabOf(odd)).toBe('news');
  });

  it('changes the text or tab and keeps every other parameter; null removes, news is never written', () => {
    expect(withSearch('?text=a&searchType=favor&lang=en', { text: '湘江' })).toBe(`?text=${encodeURIComponent('湘江')}&searchType=favor&lang=en`);
    expect(withSearch('?text=a&tab=users&lang=en', { text: null, tab: null })).toBe('?lang=en');
    expect(withSearch('?text=a', { tab: 'videos' })).toBe('?text=a&tab=videos');
    expect(withSearch('?text=a&tab=videos', { tab: 'news' })).toBe('?text=a');
    expect(withSearch('?text=a', { text: null })).toBe('');
  });

  it("keeps its part of an entry's state beside the others', and reads back only what it wrote", () => {
    const state = withSearchEntry({ route: 7 }, { text: '湘江', submitted: true, depth: 2 });
    expect(state).toEqual({ route: 7, [SEARCH_STATE_KEY]: { text: '湘江', submitted: true, depth: 2 } });
    expect(searchEntryOf(state)).toEqual({ text: '湘江', submitted: true, depth: 2 });
    for (const odd of [null, undefined, 'x', [], {}, { search: null }, { search: { text: 1, submitted: true, depth: 0 } }, { search: { text: 'a', submitted: true, depth: -1 } }, { search: { text: 'a', submitted: 'yes', depth: 0 } }]) {
      expect(searchEntryOf(odd)).toBeNull();
    }
    expect(withSearchEntry(null, { text: '', submitted: false, depth: 0 })).toEqual({ search: { text: '', submitted: false, depth: 0 } });
  });

  it('a text arriving saves to the history once: not again on a reload or back to its entry', () => {
    expect(savesOnArrival(null, '长沙')).toBe(true);
    expect(savesOnArrival(withSearchEntry(null, { text: '长沙', submitted: true, depth: 0 }), '长沙')).toBe(false);
    // Typed and never submitted: a reload does not save it either.
    expect(savesOnArrival(withSearchEntry(null, { text: '长沙', submitted: false, depth: 0 }), '长沙')).toBe(false);
    expect(savesOnArrival(withSearchEntry(null, { text: '湘江', submitted: true, depth: 0 }), '长沙')).toBe(true);
  });

  it('an entry keeps one submitted search: another after it is a new entry; a typed one is replaced', () => {
    expect(addressStep(withSearchEntry(null, { text: '湘江', submitted: true, depth: 0 }), '岳麓山')).toBe('push');
    expect(addressStep(withSearchEntry(null, { text: '湘江', submitted: true, depth: 0 }), '湘江')).toBe('replace');
    expect(addressStep(withSearchEntry(null, { text: '湘', submitted: false, depth: 1 }), '湘江')).toBe('replace');
    expect(addressStep(null, '湘江')).toBe('replace');
  });

  it('cancel on an empty box goes back past the searches pushed, to where the reader came from', () => {
    expect(stepsOutOfSearch(null)).toBe(1);
    expect(stepsOutOfSearch(withSearchEntry(null, { text: '', submitted: false, depth: 3 }))).toBe(4);
  });
});

describe('the video page: live (spec 2 §2)', () => {
  const tab = (code: string): VideoTab => ({ id: code, name: code, code, panelId: null });
  it('/video?live with a value or without one is the live page; without it, video', () => {
    for (const search of ['?live', '?live=', '?live=1', '?lang=en&live']) expect(isLivePage(new URLSearchParams(search))).toBe(true);
    for (const search of ['', '?lang=en', '?alive=1', '?liveX=1']) expect(isLivePage(new URLSearchParams(search))).toBe(false);
  });

  it('the title follows the tab shown, and the address before the tabs come', () => {
    expect(showsLive(tab('mycs.video.live'), false)).toBe(true);
    expect(showsLive(tab('mycs.video.video'), true)).toBe(false);
    expect(showsLive(null, true)).toBe(true);
    expect(showsLive(null, false)).toBe(false);
  });
});

describe('the short-video feed asks for more by what it has shown (spec 2 §4)', () => {
  it('asks at the last video shown, whatever the count (4 after one unusable record), never after the end', () => {
    expect(SHORT_VIDEO_PAGE_SIZE).toBe(5);
    expect(shouldLoadMore(4, 5, false)).toBe(true);
    expect(shouldLoadMore(3, 4, false)).toBe(true);
    expect(shouldLoadMore(8, 9, false)).toBe(true);
    expect(shouldLoadMore(2, 4, false)).toBe(false);
    expect(shouldLoadMore(3, 4, true)).toBe(false);
    expect(shouldLoadMore(0, 0, false)).toBe(false);
  });

  it('counts the pages answered (the next is one more) and ends on a page of fewer than 5 records, usable or not', () => {
    const one = afterShortVideoPage(SHORT_VIDEO_PAGING_START, 5);
    expect(one).toEqual({ pages: 1, exhausted: false });
    expect(afterShortVideoPage(one, 5)).toEqual({ pages: 2, exhausted: false });
    expect(afterShortVideoPage(one, 2)).toEqual({ pages: 2, exhausted: true });
    expect(isLastShortVideoPage(4)).toBe(true);
    expect(isLastShortVideoPage(5)).toBe(false);
  });
});
