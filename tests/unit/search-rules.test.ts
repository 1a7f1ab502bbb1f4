import { describe, expect, it } from 'vitest';
import {
  asResultItem,
  COMBINED_SEARCH_PAGE_SIZE,
  HOME_SEARCH_PAGE_SIZE,
  isLastSearchPage,
  LIVE_RAIL_PAGE_SIZE,
  loadSearchPage,
  searchCall,
  SEARCH_ALL_PATH,
  SEARCH_V1_PATH,
} from '../../core/domain/search/search-calls.ts';
import { addToHistory, chipLabel, HISTORY_STORAGE_KEY, parseHistory, readSubmission, searchHistory } from '../../core/domain/search/search-input.ts';
import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';

const memory = () => {
  const values = new Map<string, string>();
  return { values, getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
};

describe('search input (spec 2 §5)', () => {
  it('ignores blank and spaces-only text, refuses % and cuts the text to 10 characters', () => {
    expect(readSubmission('')).toEqual({ kind: 'blank' });
    expect(readSubmission('   ')).toEqual({ kind: 'blank' });
    expect(readSubmission('50%')).toEqual({ kind: 'percent' });
    expect(readSubmission('长沙')).toEqual({ kind: 'search', keyword: '长沙' });
    expect(readSubmission('一二三四五六七八九十十一')).toEqual({ kind: 'search', keyword: '一二三四五六七八九十' });
  });

  it('keeps the history newest first, deduplicated, at most 10, never blank or with %', () => {
    let history: string[] = [];
    for (const text of ['a', 'b', 'a', '  ', '5%', 'c']) history = addToHistory(history, text);
    expect(history).toEqual(['c', 'a', 'b']);
    for (let i = 0; i < 12; i++) history = addToHistory(history, `q${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('q11');
  });

  it('cuts a chip over 10 characters with an ellipsis', () => {
    expect(chipLabel('一二三四五六七八九十')).toBe('一二三四五六七八九十');
    expect(chipLabel('abcdefghijk')).toBe('abcdefghij…');
  });

  it('reads a corrupted stored history as empty, and keeps only texts of a mixed one', () => {
    for (const stored of ['not json', '{"a":1}', 'null', '42']) expect(parseHistory(stored)).toEqual([]);
    expect(parseHistory(JSON.stringify(['长沙', 3, null, '长沙', ' ', '9%', '湘江']))).toEqual(['长沙', '湘江']);
  });

  it('stores under search-historyList, removes one entry and all of them', () => {
    const storage = memory();
    const history = searchHistory(storage);
    history.add('长沙');
    history.add('湘江');
    expect(JSON.parse(storage.values.get(HISTORY_STORAGE_KEY) ?? '')).toEqual(['湘江', '长沙']);
    expect(history.remove('湘江')).toEqual(['长沙']);
    expect(history.clear()).toEqual([]);
    expect(storage.values.has(HISTORY_STORAGE_KEY)).toBe(false);
  });
});

describe('search calls (spec 2 §7, §9)', () => {
  it('asks news from search/v1 by 20, the combined tabs from search/all by 10, the live rails by 20', () => {
    expect(searchCall('news', '长沙', 2)).toMatchObject({ path: SEARCH_V1_PATH, body: { keyword: '长沙', pageNum: 2, pageSize: HOME_SEARCH_PAGE_SIZE } });
    expect(searchCall('dynamics', '长沙', 1)).toMatchObject({ path: SEARCH_ALL_PATH, body: { pageIndex: 1, pageSize: COMBINED_SEARCH_PAGE_SIZE, searchType: 'dynamic', totalTypes: 'info,video,user,topic' } });
    expect(searchCall('tvLive', '长沙', 1).body).toMatchObject({ pageNum: 1, pageSize: LIVE_RAIL_PAGE_SIZE, searchType: '5G_tv', totalTypes: 'info,video,dynamic,user' });
    expect(searchCall('fiveG', '长沙', 1).body).toMatchObject({ searchType: '5G_special', totalTypes: 'info,video,dynamic,user' });
    expect(searchCall('favourites', '长沙', 1).body).toMatchObject({ searchType: 'favor', favorSearchParam: { keyword: '长沙' } });
  });

  it("search/v1 sends its `type` (spec 2 §7 'keyword, pageNum, pageSize, type'): news for the news tab", () => {
    expect(searchCall('news', '长沙', 1).body).toEqual({ keyword: '长沙', pageNum: 1, pageSize: HOME_SEARCH_PAGE_SIZE, type: 'info' });
  });

  it('ends news under 15 records and the other lists under 10', () => {
    expect(isLastSearchPage(searchCall('news', 'x', 1), 14)).toBe(true);
    expect(isLastSearchPage(searchCall('news', 'x', 1), 15)).toBe(false);
    expect(isLastSearchPage(searchCall('users', 'x', 1), 9)).toBe(true);
    expect(isLastSearchPage(searchCall('users', 'x', 1), 10)).toBe(false);
  });

  it('makes users, 5G items and typeless dynamics items the registry can dispatch', () => {
    expect(asResultItem('users', { id: 1, nickname: '长沙发布' })).toMatchObject({ type: 'user', title: '长沙发布' });
    expect(asResultItem('fiveG', { id: 2, type: 'special', authorName: '长沙广电' })).toMatchObject({ type: '5g_channel', genre: 'special', title: '长沙广电' });
    expect(asResultItem('dynamics', { id: 3 })).toMatchObject({ type: 'dynamic' });
    expect(asResultItem('users', 'not a record')).toBe('not a record');
  });

  it('reads records under the list field, a mangled list as none, and throws the CMS refusal', async () => {
    const answer = (data: unknown, code: unknown = 200) => async () => ({ code, message: 'busy', data });
    const users = await loadSearchPage(answer({ users: [{ id: 1, nickname: 'a' }], total: '31' }), 'users', 'a', 1);
    expect(users).toMatchObject({ total: 31, last: true, records: [{ type: 'user' }] });
    expect((await loadSearchPage(answer({ records: 'oops' }), 'news', 'a', 1)).records).toEqual([]);
    expect((await loadSearchPage(answer({ list: [{ id: 1, title: 't' }] }), 'news', 'a', 1)).records).toHaveLength(1);
    await expect(loadSearchPage(answer(null, 500), 'news', 'a', 1)).rejects.toBeInstanceOf(CmsAnswerError);
  });
});
