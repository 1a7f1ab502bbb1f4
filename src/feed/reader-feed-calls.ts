import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { defineCall } from '../../core/engine/http/call.ts';
import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import { buildLoadMoreQuery, LOAD_MORE_PATH, type LoadMoreCursor } from '../../core/domain/feed/paging.ts';
import { COMPOSITE_PATH, compositeParams, previewParam } from './feed-params.ts';
import { takePrefetched } from './feed-loading.ts';

/*
 * A reader's own feed calls, made in the browser through the page's call cache (src/feed/useFeed.ts):
 * they carry the device id (the CMS's recommendations are per device) and the editors' preview flag,
 * so none is made on the server or kept by a shared cache. The server renders a feed's first page from
 * src/feed/feed-call.ts, as a first visit asks for it.
 */

export interface ReaderFeedParams {
  categoryCode: string;
  refreshType: 'open' | 'refresh';
  preview: boolean;
  deviceId: string;
}

/** The answer, when it is a success: the feed's resolver judges its panels. */
function successful(answer: unknown): unknown {
  if (!isSuccessCode((answer as { code?: unknown } | null)?.code)) throw CmsAnswerError.of(answer);
  return answer;
}

/** Spec 2 §7, §9: a category's feed page (open, or a pull-to-refresh), the page's early request taken when it made one. */
export const readerFeedCall = defineCall<ReaderFeedParams, unknown>({
  name: 'reader feed',
  path: COMPOSITE_PATH,
  request: ({ categoryCode, refreshType, preview, deviceId }) => compositeParams(categoryCode, refreshType, preview, deviceId),
  // The entry asks for the home's first page before the feed's code has loaded (src/feed/feed-loading.ts).
  gather: (send, { categoryCode, refreshType, preview, deviceId }) =>
    (refreshType === 'open' && !preview ? takePrefetched(categoryCode) : undefined) ?? send(COMPOSITE_PATH, { params: compositeParams(categoryCode, refreshType, preview, deviceId) }),
  read: successful,
  browserOnly: true,
  notify: false,
});

export interface ReaderMoreParams {
  cursor: LoadMoreCursor;
  pageSize?: number;
  preview: boolean;
  deviceId: string;
}

/** Spec 2 §7: the items after the last shown of a feed's last panel, as they came (the feed judges each). */
export const readerMoreCall = defineCall<ReaderMoreParams, unknown[]>({
  name: 'reader feed more',
  path: LOAD_MORE_PATH,
  request: ({ cursor, pageSize, preview, deviceId }) => ({ ...buildLoadMoreQuery(cursor, { hasAdvert: true, ssid: deviceId, pageSize }), ...previewParam(preview) }),
  read: (answer) => {
    const { data } = successful(answer) as { data?: unknown };
    if (!Array.isArray(data)) throw new Error('load-more answered no list');
    return data;
  },
  browserOnly: true,
  notify: false,
});
