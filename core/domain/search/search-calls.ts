import { isSuccessCode } from '../../engine/http/answer-notice.ts';
import type { RequestFn } from '../../engine/http/request.ts';
import { defineCall } from '../../engine/http/call.ts';
import { CmsAnswerError } from '../../engine/render/cms-answer-error.ts';
import { DYNAMIC_ITEM_TYPE, FIVE_G_ITEM_TYPE, USER_ITEM_TYPE } from './result-types.ts';
import { isRecord } from '../../engine/schema/json-guards.ts';

/**
 * Spec 2 §7, §9: the two search calls, the page each result tab asks for, and what a page's
 * records are. Pure but for `loadSearchPage`, which sends one call through the request wrapper.
 */

export const SEARCH_V1_PATH = '/api/cms/client/content/search/v1';
export const SEARCH_ALL_PATH = '/api/cms/client/search/all';
/** Spec 2 §9: the news tab (the home's search) pages by 20. */
export const HOME_SEARCH_PAGE_SIZE = 20;
/** Spec 2 §9: the combined search (search/all) pages by 10. */
export const COMBINED_SEARCH_PAGE_SIZE = 10;
/** Spec 2 §9: the TV and radio live rails ask for 20. */
export const LIVE_RAIL_PAGE_SIZE = 20;
/** Spec 2 §9: a news page under 15 records is the last one. */
export const NEWS_SEARCH_FULL_PAGE = 15;
/** Spec 2 §9: in the other tabs a page under 10 records is the last one. */
export const OTHER_SEARCH_FULL_PAGE = 10;
/** Spec 2 §7: totalTypes of the combined search, and of the 5G channel's. */
export const TOTAL_TYPES = 'info,video,user,topic';
export const FIVE_G_TOTAL_TYPES = 'info,video,dynamic,user';
/**
 * Spec 2 §7 "POST /api/cms/client/content/search/v1: keyword, pageNum, pageSize, type": the news
 * tab asks for news, named as search/all names it (searchType info). The favourites search sends
 * none: what a reader kept spans every type (videos, lives, news).
 */
export const NEWS_SEARCH_TYPE = 'info';
/** Spec 2 §7: searchType of the reader's favourites search (/search?searchType=favor). */
export const FAVOUR_SEARCH_TYPE = 'favor';

/** Spec 2 §2: the five result tabs, in the order they show. */
export const SEARCH_TABS = ['news', 'videos', 'dynamics', 'users', 'fiveG'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** One call of a tab: the topics, the two 5G live rails and each tab's own paged list. */
export type SearchList = SearchTab | 'topics' | 'tvLive' | 'radioLive' | 'favourites';

/** The lists a tab shows, in the order they show: the news tab's topics above, the 5G tab's live rails. */
export const SEARCH_TAB_LISTS: Readonly<Record<SearchTab, readonly SearchList[]>> = {
  news: ['news', 'topics'],
  videos: ['videos'],
  dynamics: ['dynamics'],
  users: ['users'],
  fiveG: ['fiveG', 'tvLive', 'radioLive'],
};

export interface SearchCall {
  path: string;
  body: Record<string, unknown>;
  pageSize: number;
  /** Spec 2 §9: a page with fewer records than this is the last one. */
  fullPage: number;
  /** Where the records are in the answer's data. */
  field: 'records' | 'contents' | 'dynamics' | 'users';
}

const ALL_TYPES: Record<Exclude<SearchList, 'news' | 'favourites'>, { searchType: string; field: SearchCall['field']; size: number }> = {
  videos: { searchType: 'video', field: 'contents', size: COMBINED_SEARCH_PAGE_SIZE },
  dynamics: { searchType: 'dynamic', field: 'dynamics', size: COMBINED_SEARCH_PAGE_SIZE },
  users: { searchType: 'user', field: 'users', size: COMBINED_SEARCH_PAGE_SIZE },
  topics: { searchType: 'topic', field: 'contents', size: COMBINED_SEARCH_PAGE_SIZE },
  fiveG: { searchType: '5G_special', field: 'contents', size: COMBINED_SEARCH_PAGE_SIZE },
  tvLive: { searchType: '5G_tv', field: 'contents', size: LIVE_RAIL_PAGE_SIZE },
  radioLive: { searchType: '5G_radio', field: 'contents', size: LIVE_RAIL_PAGE_SIZE },
};

const FIVE_G_LISTS: readonly SearchList[] = ['fiveG', 'tvLive', 'radioLive'];

/** Spec 2 §7: the call that brings page `page` (from 1) of a list for `keyword`. */
export function searchCall(list: SearchList, keyword: string, page: number): SearchCall {
  if (list === 'news' || list === 'favourites') {
    const favour = list === 'favourites' ? { searchType: FAVOUR_SEARCH_TYPE, favorSearchParam: { keyword } } : { type: NEWS_SEARCH_TYPE };
    return {
      path: SEARCH_V1_PATH,
      body: { keyword, pageNum: page, pageSize: HOME_SEARCH_PAGE_SIZE, ...favour },
      pageSize: HOME_SEARCH_PAGE_SIZE,
      fullPage: NEWS_SEARCH_FULL_PAGE,
      field: 'records',
    };
  }
  const { searchType, field, size } = ALL_TYPES[list];
  const totalTypes = FIVE_G_LISTS.includes(list) ? FIVE_G_TOTAL_TYPES : TOTAL_TYPES;
  // The 5G calls page by pageNum, the combined ones by pageIndex (spec 2 §7 names both).
  const paging = FIVE_G_LISTS.includes(list) ? { pageNum: page } : { pageIndex: page };
  return { path: SEARCH_ALL_PATH, body: { keyword, ...paging, pageSize: size, searchType, totalTypes }, pageSize: size, fullPage: OTHER_SEARCH_FULL_PAGE, field };
}

/** Spec 2 §9: no more pages after one with fewer records than the list's full page. */
export function isLastSearchPage(call: SearchCall, received: number): boolean {
  return received < call.fullPage;
}

/**
 * A record as an item the registry can dispatch: users are titled by their nickname, 5G channel
 * items keep their own type as `genre`, dynamics without a type get theirs. Not an object: left as
 * is (the engine drops and reports it).
 */
export function asResultItem(list: SearchList, record: unknown): unknown {
  if (!isRecord(record)) return record;
  if (list === 'users') return { ...record, type: USER_ITEM_TYPE, title: record.nickname };
  if (list === 'fiveG') return { ...record, genre: record.genre ?? record.type, type: FIVE_G_ITEM_TYPE, title: record.title ?? record.authorName };
  if (list === 'dynamics' && (record.type === undefined || record.type === null || record.type === '')) return { ...record, type: DYNAMIC_ITEM_TYPE };
  return record;
}

export interface SearchPage {
  records: unknown[];
  /** The total the CMS reports for the list (0 when it reports none). */
  total: number;
  last: boolean;
}

/**
 * Sends a list's call and reads its page: the records under the list's field (a missing or mangled
 * list reads as none), made result items. A non-success answer throws a CmsAnswerError.
 */
export async function loadSearchPage(request: RequestFn, list: SearchList, keyword: string, page: number): Promise<SearchPage> {
  const call = searchCall(list, keyword, page);
  return readSearchPage(list, call, await request(call.path, { method: 'POST', params: call.body }));
}

/** A list's page in the answer to its call (the server's, for a page it rendered, or the page's own). */
export function readSearchPage(list: SearchList, call: SearchCall, answer: unknown): SearchPage {
  if (!isRecord(answer) || !isSuccessCode(answer.code)) throw CmsAnswerError.of(answer);
  const data = isRecord(answer.data) ? answer.data : {};
  const raw = data[call.field] ?? (call.field === 'records' ? data.list : undefined);
  const records = Array.isArray(raw) ? raw.map((record) => asResultItem(list, record)) : [];
  const total = Number(data.total);
  return { records, total: Number.isFinite(total) && total > 0 ? Math.floor(total) : 0, last: isLastSearchPage(call, records.length) };
}

/** A result list's page as a call (a POST; the favourites are the reader's own: never made on the server). */
export const searchPageCall = defineCall<{ list: SearchList; keyword: string; page: number }, SearchPage>({
  name: 'search page',
  method: 'POST',
  path: ({ list, keyword, page }) => searchCall(list, keyword, page).path,
  request: ({ list, keyword, page }) => searchCall(list, keyword, page).body,
  read: (answer, { list, keyword, page }) => readSearchPage(list, searchCall(list, keyword, page), answer),
  personal: ({ list }) => list === 'favourites',
});
