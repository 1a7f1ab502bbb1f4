import type { ItemEntry, PanelEntry } from '../../engine/render/composite.ts';
import { findLast, lastOf } from '../../engine/env/old-engines.ts';

/**
 * Paging of the news feed (spec 2 §4, §7, §9): when there is no more data, and the query that loads
 * the next page of the last panel. Pure: the page decides when to call and what to show.
 */

import { FEED_PAGE_SIZE } from './page-size.ts';

export { FEED_PAGE_SIZE };
/** Spec 2 §9: on first load, a last panel with this many contents or fewer means no more data. */
export const FIRST_LOAD_FEW_CONTENTS = 3;
/** Spec 2 §7: the load-more call of the feed. */
export const LOAD_MORE_PATH = '/api/cms/client/content/getContentList';
/** Spec 2 §7: refreshType of a load-more. */
export const LOAD_MORE_REFRESH_TYPE = 'loadmore';

/** Where the next page starts: the last panel and its last shown item. */
export interface LoadMoreCursor {
  panelId: string;
  contentId: string;
  vernier: string | null;
}

export interface LoadMoreQuery {
  [key: string]: string | number;
  contentId: string;
  panelId: string;
  pageSize: number;
  vernier: string;
  hasAdvert: 0 | 1;
  refreshType: typeof LOAD_MORE_REFRESH_TYPE;
  ssid: string;
}

/** How many contents the last panel of a composite answer brought (0 for a dropped or missing one). */
export function lastPanelContentCount(panels: readonly PanelEntry[]): number {
  const last = lastOf(panels);
  return last?.status === 'ok' ? last.items.length : 0;
}

/** Spec 2 §9: after the first load there is no more when the last panel has 3 or fewer contents. */
export function noMoreAfterFirstLoad(lastPanelContents: number): boolean {
  return lastPanelContents <= FIRST_LOAD_FEW_CONTENTS;
}

/** Spec 2 §9: a load-more that returns no item ends the feed. */
export function noMoreAfterLoadMore(returnedItems: number): boolean {
  return returnedItems <= 0;
}

/** The last panel and its last shown item; null when the feed ends in a dropped or empty panel. */
export function loadMoreCursor(panels: readonly PanelEntry[]): LoadMoreCursor | null {
  const last = lastOf(panels);
  if (last?.status !== 'ok') return null;
  const lastItem = findLast(last.items, (entry) => entry.status === 'ok');
  if (lastItem?.status !== 'ok') return null;
  return { panelId: last.panel.id, contentId: lastItem.item.id, vernier: lastItem.item.vernier ?? null };
}

/** Spec 2 §7: GET getContentList with contentId, panelId, pageSize (20 on the home; 10 for more panel content on life), vernier, hasAdvert, refreshType, ssid. */
export function buildLoadMoreQuery(cursor: LoadMoreCursor, options: { hasAdvert: boolean; ssid: string | null; pageSize?: number }): LoadMoreQuery {
  return {
    contentId: cursor.contentId,
    panelId: cursor.panelId,
    pageSize: options.pageSize ?? FEED_PAGE_SIZE,
    vernier: cursor.vernier ?? '',
    hasAdvert: options.hasAdvert ? 1 : 0,
    refreshType: LOAD_MORE_REFRESH_TYPE,
    ssid: options.ssid ?? '',
  };
}

/** The feed after a load-more: the new entries go at the end of the last panel (the others stay as they are). */
export function appendToLastPanel(panels: readonly PanelEntry[], loaded: readonly ItemEntry[]): PanelEntry[] {
  const last = lastOf(panels);
  if (last?.status !== 'ok' || loaded.length === 0) return [...panels];
  const seen = new Set(last.items.flatMap((entry) => (entry.status === 'ok' ? [entry.item.id] : [])));
  // A cursor page may repeat the item it started from: keep each id once.
  const fresh = loaded.filter((entry) => entry.status !== 'ok' || !seen.has(entry.item.id));
  return [...panels.slice(0, -1), { ...last, items: [...last.items, ...fresh] }];
}

/** A page's items the list does not hold yet (by id), in their order: a page that overlaps the last adds only what is new. */
export function unseenItems<T extends { id: string }>(list: readonly T[], page: readonly T[]): T[] {
  const known = new Set(list.map((item) => item.id));
  return page.filter((item) => !known.has(item.id));
}
