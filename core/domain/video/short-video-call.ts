import { listOf } from '../detail/detail-api.ts';
import { defineCall } from '../../engine/http/call.ts';
import { validateAs } from '../../engine/schema/validate.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { isLastShortVideoPage, SHORT_VIDEO_LIST_PATH, SHORT_VIDEO_PAGE_SIZE } from './video-calls.ts';

/** The short-video feed from a video (its id first), in a panel's order when one is named; pages from 1. */
export interface ShortVideoPageParams {
  contentId: string;
  panelId: string | null;
  page: number;
}

/** A record that is no usable content item: left out, and reported by the page (render reports). */
export interface DroppedRecord {
  itemId: string | null;
  errors: string[];
}

/** One page of the feed: its usable videos, the records left out, and whether it ended the feed. */
export interface ShortVideoPage {
  items: ContentItem[];
  dropped: DroppedRecord[];
  /** Fewer than a page of records (usable or not): the last (spec 2 §4). */
  last: boolean;
}

/** A record's id for the report, when it has one a reader could name. */
const recordId = (record: unknown): string | null => {
  const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/** A page's records as videos and records left out; a failed answer reads as an empty, last page (as before). */
export function readShortVideoPage(answer: unknown): ShortVideoPage {
  const records = listOf(answer);
  const page: ShortVideoPage = { items: [], dropped: [], last: isLastShortVideoPage(records.length) };
  for (const record of records) {
    const item = validateAs<ContentItem>('content-item', record);
    if (item.ok) page.items.push(item.value);
    else page.dropped.push({ itemId: recordId(record), errors: item.errors });
  }
  return page;
}

/** Spec 2 §4, §7: a page of 5 of the short-video feed (queryVideoPullDownList). Its failure is the page's to show. */
export const shortVideoPageCall = defineCall<ShortVideoPageParams, ShortVideoPage>({
  name: 'short videos',
  path: SHORT_VIDEO_LIST_PATH,
  request: ({ contentId, panelId, page }) => ({ contentId, pageSize: SHORT_VIDEO_PAGE_SIZE, pageIndex: page, ...(panelId ? { panelId } : {}) }),
  read: readShortVideoPage,
  notify: false,
});
