import { answerNotice, exceptionNotice, isSuccessCode } from '../../engine/http/answer-notice.ts';
import type { Notice } from '../../engine/http/notices.ts';
import { defineCall } from '../../engine/http/call.ts';
import type { CallState } from '../../engine/http/call-cache.ts';
import type { Params } from '../../engine/http/request.ts';
import type { SchemaId } from '../../../schemas/generated/schema-ids.ts';
import { validateAs } from '../../engine/schema/validate.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Spec 2 §7: the detail of one content. */
export const DETAIL_PATH = '/api/cms/client/content/getDetail';
/** Spec 2 §7: the view count, once per open. */
export const VIEW_COUNT_PATH = '/api/cms/client/contentStats/view/count';
/** Spec 2 §7: the 'more news' recommendation list. */
export const RECOMMEND_PATH = '/api/cms/client/content/queryRecommendList';
/** Spec 2 §7: the popup widget. */
export const WIDGET_PATH = '/api/cms/client/widget/getWidget';
/** Spec 2 §8: the code of a content that does not exist. */
export const CONTENT_MISSING_CODE = 5101;
/** Spec 2 §9: 'more news' shows 10. */
export const MORE_NEWS_PAGE_SIZE = 10;
/** Spec 2 §7: the recommendation list's fixed parameters. */
export const RECOMMEND_TYPES = ['news_common'] as const;

/** One CMS record fetched: it, the code 5101 'content does not exist', or a failure with its notice. */
export type FetchOutcome<T> = { status: 'ready'; item: T } | { status: 'missing' } | { status: 'failed'; notice: Notice; reason: string };

/** One GET as a page makes it: the server fetches the same for the pages it renders (core/engine/http/answer-seed.ts). */
export interface GetRequest {
  path: string;
  params: Params;
}

/** What a record's answer means: the record, code 5101 'missing', or a failure with its notice. */
export function recordOutcome<T>(answer: unknown, schema: SchemaId): FetchOutcome<T> {
  const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
  if (Number(code) === CONTENT_MISSING_CODE) return { status: 'missing' };
  if (!isSuccessCode(code)) return { status: 'failed', notice: answerNotice(answer), reason: `code ${String(code)}` };
  const record = validateAs<T>(schema, data);
  if (!record.ok) return { status: 'failed', notice: { kind: 'toast', text: { key: 'common.systemError' } }, reason: record.errors.join('; ') };
  return { status: 'ready', item: record.value };
}

/** A record's answer that is not the record: code 5101 'missing', or a failure with its notice. */
export class RecordFailure extends Error {
  constructor(readonly outcome: Exclude<FetchOutcome<unknown>, { status: 'ready' }>) {
    super(outcome.status === 'missing' ? 'missing' : outcome.reason);
  }
}

/** What a call's state means for a record: loading, the record, 'missing', or a failure with its notice. */
export function recordState<T>(state: CallState<T>): { status: 'loading' } | FetchOutcome<T> {
  if (state.status === 'loading') return state;
  if (state.status === 'ready') return { status: 'ready', item: state.value };
  if (state.error instanceof RecordFailure) return state.error.outcome;
  return { status: 'failed', notice: exceptionNotice(state.error), reason: String(state.error) };
}

/** A record by id (a detail, a video's details, a picture set, a special): preview (drafts) is the editor's own. */
export interface RecordParams {
  id: string;
  preview: boolean;
  hasAdvert?: boolean;
}

/** The call of a record at `{path}/{id}`, read against its schema; `withPreview: false` sends no preview flag, `fixed` is sent as it is. */
export const recordCall = <T>(name: string, path: string, schema: SchemaId, { withPreview = true, fixed = {} as Params } = {}) =>
  defineCall<RecordParams, T>({
    name,
    path: ({ id }) => `${path}/${encodeURIComponent(id)}`,
    request: ({ preview, hasAdvert }) => ({ ...fixed, ...(withPreview ? { preview: preview ? 1 : 0 } : {}), ...(hasAdvert === undefined ? {} : { hasAdvert: hasAdvert ? 1 : 0 }) }),
    read: (answer) => {
      const outcome = recordOutcome<T>(answer, schema);
      if (outcome.status !== 'ready') throw new RecordFailure(outcome);
      return outcome.item;
    },
    personal: ({ preview }) => preview,
  });

/** Spec 2 §7: the detail of a content (hasAdvert as its variant shows adverts). */
export const detailCall = recordCall<ContentItem>('detail', DETAIL_PATH, 'content-item');

/** The list's data when the answer is a success carrying one, else an empty list. */
export function listOf(answer: unknown): unknown[] {
  const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
  return isSuccessCode(code) && Array.isArray(data) ? data : [];
}

export interface Widget {
  widgetUrl: string;
  redirectUrl: string | null;
}

/** The popup widget of an answer, or null when there is none (or it has no picture). */
export function widgetOf(answer: unknown): Widget | null {
  const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
  if (!isSuccessCode(code) || typeof data !== 'object' || data === null) return null;
  const { widgetUrl, redirectUrl } = data as { widgetUrl?: unknown; redirectUrl?: unknown };
  if (typeof widgetUrl !== 'string' || widgetUrl.trim() === '') return null;
  return { widgetUrl, redirectUrl: typeof redirectUrl === 'string' && redirectUrl.trim() ? redirectUrl : null };
}

/** Spec 2 §2: the popup widget of an article (openWidget), by its name. */
export interface WidgetParams {
  contentId: string;
  widgetName: string | null;
}

/**
 * The popup widget's call. Made in the browser only: the popup floats over the article, and a page
 * without scripts could not close it. Its failure is no news to the reader (no popup).
 */
export const widgetCall = defineCall<WidgetParams, Widget | null>({
  name: 'widget',
  path: WIDGET_PATH,
  request: ({ contentId, widgetName }) => ({ contentId, ...(widgetName ? { widgetName } : {}) }),
  read: (answer) => widgetOf(answer),
  browserOnly: true,
  notify: false,
});
