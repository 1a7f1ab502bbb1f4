import { isSuccessCode } from '../../engine/http/answer-notice.ts';
import { CmsAnswerError } from '../../engine/render/cms-answer-error.ts';
import { DETAIL_PATH, recordCall } from '../detail/detail-api.ts';
import { defineCall } from '../../engine/http/call.ts';
import { validateAs } from '../../engine/schema/validate.ts';
import type { ContentItem, SpecialTopic } from '../../../schemas/generated/types.ts';
import type { SpecListWindow } from './date-filter.ts';

/** Spec 2 §7: a special topic (title, brief, thumbnailUrl, classList). */
export const SPECIAL_PATH = '/api/cms/client/content/spec';
/** Spec 2 §7: a special class's items, paged, narrowed by startTime / endTime. */
export const SPEC_LIST_PATH = '/api/cms/client/content/getSpecList';
/** Spec 2 §7: the items of the same type as a content (the detail's fallback for 'wonderful videos'). */
export const REF_LIST_PATH = '/api/cms/client/content/getRefList';
/** Spec 2 §9: the special list pages by 12 on the video side. */
export const PLAYBACK_PAGE_SIZE = 12;
/** Spec 2 §9: the reference list asks for 10. */
export const REF_LIST_PAGE_SIZE = 10;

/** The same, as a call definition (/PlayBack reads it with useCall); the special's call sends no preview flag. */
export const specialCall = recordCall<SpecialTopic>('special', SPECIAL_PATH, 'special-topic', { withPreview: false });

/** A playback's detail (/playBackDetail): the news detail without adverts, never a preview. */
export const playbackDetailCall = recordCall<ContentItem>('playback', DETAIL_PATH, 'content-item', { fixed: { hasAdvert: 0 } });

export interface ItemPage {
  items: ContentItem[];
  /** Spec 2 §4: no more data after this page. */
  last: boolean;
}

interface PagedData {
  records?: unknown;
  total?: unknown;
  pages?: unknown;
}

/**
 * The last page: fewer records than asked for, or the total (or page count) reached. A page the CMS
 * sends short because records were dropped still ends the list only when it says so.
 */
export function isLastPage(data: PagedData, pageIndex: number, pageSize: number, received: number): boolean {
  const total = Number(data.total);
  const pages = Number(data.pages);
  if (received < pageSize) return true;
  if (Number.isFinite(total) && total >= 0 && pageIndex * pageSize >= total) return true;
  return Number.isFinite(pages) && pages > 0 && pageIndex >= pages;
}

/** Records as content items; one that does not fit is left out (and reported), not the list. */
export function contentItems(records: unknown): ContentItem[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record) => {
    const checked = validateAs<ContentItem>('content-item', record);
    if (checked.ok) return [checked.value];
    console.warn('[playback] a record was left out', checked.errors);
    return [];
  });
}

/** The paged data of a success answer; a failure or an answer of no known shape throws CmsAnswerError. */
function pagedData(answer: unknown): PagedData {
  const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
  if (!isSuccessCode(code)) throw CmsAnswerError.of(answer);
  if (typeof data !== 'object' || data === null || !Array.isArray((data as PagedData).records)) throw new CmsAnswerError(null, 'no records');
  return data as PagedData;
}

/** A special class's page `pageIndex` in an answer; a failure or an answer of no known shape throws CmsAnswerError. */
export function readSpecPage(answer: unknown, pageIndex: number): ItemPage {
  const data = pagedData(answer);
  const records = data.records as unknown[];
  return { items: contentItems(records), last: isLastPage(data, pageIndex, PLAYBACK_PAGE_SIZE, records.length) };
}

/** A page (from 1) of a special class, narrowed to a date window (null: all dates). */
export interface SpecPageParams {
  classId: string;
  page: number;
  window: SpecListWindow;
}

/** Spec 2 §7, §9: a special class's page of 12, as a call (the archive reads it through the call cache). */
export const specPageCall = defineCall<SpecPageParams, ItemPage>({
  name: 'special class page',
  path: SPEC_LIST_PATH,
  request: ({ classId, page, window }) => ({ classId, pageSize: PLAYBACK_PAGE_SIZE, pageIndex: page, ...window }),
  read: (answer, { page }) => readSpecPage(answer, page),
});

/** What a playback's 'wonderful videos' come from: the class the reader came from, else the playback itself. */
export interface WonderfulParams {
  contentId: string;
  classId: string | null;
}

/**
 * Spec 2 §2 'wonderful videos' under a playback: the first page of the class the reader came from (the
 * archive keeps it in their session), or opened directly the items of the same type (getRefList).
 * It follows the reader's own way there, which only the browser knows.
 */
export const wonderfulCall = defineCall<WonderfulParams, ContentItem[]>({
  name: 'wonderful videos',
  path: ({ classId }) => (classId ? SPEC_LIST_PATH : REF_LIST_PATH),
  request: ({ contentId, classId }) => (classId ? { classId, pageSize: PLAYBACK_PAGE_SIZE, pageIndex: 1 } : { contentId, pageSize: REF_LIST_PAGE_SIZE, pageIndex: 1 }),
  read: (answer, { classId }) => (classId ? readSpecPage(answer, 1).items : contentItems(pagedData(answer).records)),
  browserOnly: true,
  // A failure only hides the list (the playback plays on).
  notify: false,
});
