import { describe, expect, it } from 'vitest';
import { pageAddressWith } from '../../core/domain/open/page-address.ts';
import { plainLinkOf } from '../../core/domain/open/plain-address.ts';
import { SEARCH_TAB_LISTS } from '../../core/domain/search/search-calls.ts';
import { searchTabOf } from '../../core/domain/search/search-address.ts';

/** Issue 32: tabs are links to the address that shows them; the server renders that address. */
describe('a tab’s address', () => {
  it('sets its parameter on the page’s own address, keeping the others (the language, the text)', () => {
    expect(pageAddressWith('/life-style', '?lang=en', 'key', 'mycs.life.hot')).toBe('/life-style?lang=en&key=mycs.life.hot');
    expect(pageAddressWith('/search', 'text=%E9%95%BF%E6%B2%99&tab=users', 'tab', 'videos')).toBe('/search?text=%E9%95%BF%E6%B2%99&tab=videos');
  });

  it('leaves the parameter out for the tab shown by default', () => {
    expect(pageAddressWith('/video', '?live=1', 'live', null)).toBe('/video');
    expect(pageAddressWith('/video', '?live=1&lang=en', 'live', null)).toBe('/video?lang=en');
  });
});

describe('the search tab an address names', () => {
  it('is one of the five tabs, the news tab otherwise', () => {
    expect(searchTabOf('videos')).toBe('videos');
    expect(searchTabOf('toString')).toBe('news');
    expect(searchTabOf(null)).toBe('news');
  });

  it('names the lists the server renders for it: the topics above the news, the live rails above the 5G items', () => {
    expect(SEARCH_TAB_LISTS.news).toEqual(['news', 'topics']);
    expect(SEARCH_TAB_LISTS.fiveG).toEqual(['fiveG', 'tvLive', 'radioLive']);
  });
});

describe('a related service’s link', () => {
  it('is a route on the page’s origin, another site whole, and nothing for what a tap would refuse', () => {
    const base = 'http://127.0.0.1:5173/details?newsId=1';
    expect(plainLinkOf('/life-style', base)).toBe('/life-style');
    expect(plainLinkOf('https://zwfw.changsha.gov.cn/sb', base)).toBe('https://zwfw.changsha.gov.cn/sb');
    expect(plainLinkOf('javascript:alert(1)', base)).toBeNull();
  });
});
