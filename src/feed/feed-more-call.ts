import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { defineCall } from '../../core/engine/http/call.ts';
import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import type { FeedContinuationCursor } from '../../core/domain/feed/feed-cursor.ts';
import { buildLoadMoreQuery, LOAD_MORE_PATH } from '../../core/domain/feed/paging.ts';
import type { RecordsPage } from '../lists/usePagedPanel.ts';

/**
 * A feed's page after a cursor, as the address of its 'more' link names it (issue 32): spec 2 §7's
 * load-more, asked as a first visit asks (no device id: the CMS answers it alike for every reader),
 * so the server renders it and a shared cache keeps it. The item it starts from, repeated, is left out.
 */
export const feedMoreCall = defineCall<{ cursor: FeedContinuationCursor; pageSize?: number }, RecordsPage>({
  name: 'feed page',
  path: LOAD_MORE_PATH,
  request: ({ cursor, pageSize }) => buildLoadMoreQuery(cursor, { hasAdvert: true, ssid: null, ...(pageSize ? { pageSize } : {}) }),
  read: (answer, { cursor }) => {
    const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
    if (!isSuccessCode(code)) throw CmsAnswerError.of(answer);
    if (!Array.isArray(data)) throw new Error('load-more answered no list');
    const records = data.filter((record) => String((record as { id?: unknown } | null)?.id ?? '') !== cursor.contentId);
    return { records, last: data.length === 0 };
  },
  notify: false,
});
