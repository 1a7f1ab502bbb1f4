import { describe, expect, it } from 'vitest';
import { listPageOf, LIST_PAGE_MAX, pageAddressWith, referringPage } from '../../core/domain/open/page-address.ts';
import { plainLinkOf } from '../../core/domain/open/plain-address.ts';
import { SEARCH_TAB_LISTS } from '../../core/domain/search/search-calls.ts';
import { searchTabOf, withSearch } from '../../core/domain/search/search-address.ts';

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

describe('where the title bar’s back link leads (issue 32)', () => {
  it('to the page the reader came from when it is ours, with its query', () => {
    expect(referringPage('https://h5.example.cn/search?text=%E9%95%BF%E6%B2%99&tab=videos', 'https://h5.example.cn')).toBe('/search?text=%E9%95%BF%E6%B2%99&tab=videos');
  });

  it('nowhere of its own when the reader came from another site or from nowhere (the page’s default then)', () => {
    expect(referringPage('https://other.example.com/news', 'https://h5.example.cn')).toBeNull();
    expect(referringPage('', 'https://h5.example.cn')).toBeNull();
    expect(referringPage('not an address', 'https://h5.example.cn')).toBeNull();
  });
});

describe("a paged list's page in the address (issue 32: 'more' is a link to ?page=N)", () => {
  it('reads a whole page number, the first page for anything else', () => {
    expect(listPageOf('?newsId=100346&page=3')).toBe(3);
    expect(listPageOf('')).toBe(1);
    for (const wrong of ['0', '-2', '2.5', 'two', '', '99999', String(LIST_PAGE_MAX + 1)]) expect(listPageOf(`?page=${wrong}`), wrong).toBe(1);
    expect(listPageOf(`?page=${LIST_PAGE_MAX}`)).toBe(LIST_PAGE_MAX);
  });

  it('is the next page’s address with the other parameters kept', () => {
    expect(pageAddressWith('/topicNews', '?newsId=100346&type=7&page=2', 'page', '3')).toBe('/topicNews?newsId=100346&type=7&page=3');
  });

  it('is dropped by another tab, another search or another text: a new list starts at its first page', () => {
    expect(pageAddressWith('/topicNews', '?newsId=100346&page=3', 'type', '8')).toBe('/topicNews?newsId=100346&type=8');
    expect(withSearch('?text=%E9%95%BF%E6%B2%99&page=2', { tab: 'videos' })).toBe('?text=%E9%95%BF%E6%B2%99&tab=videos');
    expect(withSearch('?text=%E9%95%BF%E6%B2%99&tab=videos&page=2', { text: '湘江' })).toBe('?text=%E6%B9%98%E6%B1%9F&tab=videos');
    expect(withSearch('?text=a&page=2', {})).toBe('?text=a&page=2');
  });
});
