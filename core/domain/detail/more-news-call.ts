import { defineCall } from '../../engine/http/call.ts';
import { listOf, MORE_NEWS_PAGE_SIZE, RECOMMEND_PATH, RECOMMEND_TYPES } from './detail-api.ts';

/** What 'more news' is asked for: the article's recommendations for this device. */
export interface MoreNewsParams {
  contentId: string;
  deviceId: string | null;
}

/** Spec 2 §7: the recommendation list's query for one content. */
export function recommendParams(contentId: string, deviceId: string | null) {
  return {
    contentId,
    pageIndex: 1,
    pageSize: MORE_NEWS_PAGE_SIZE,
    personalRec: 1,
    refreshType: 'open',
    types: RECOMMEND_TYPES.join(','),
    ssId: deviceId ?? '',
  };
}

/**
 * Spec 2 §2, §9: 'more news', the article's 10 recommended items as they came (each judged by the
 * feed's resolver as it is shown), the article itself left out. Personal to the device (personalRec,
 * ssId), so the browser's alone; a failure only leaves the list out, without a notice.
 */
export const moreNewsCall = defineCall<MoreNewsParams, unknown[]>({
  name: 'more news',
  path: RECOMMEND_PATH,
  request: ({ contentId, deviceId }) => recommendParams(contentId, deviceId),
  read: (answer, { contentId }) => listOf(answer).filter((raw) => String((raw as { id?: unknown } | null)?.id) !== contentId),
  browserOnly: true,
  optional: true,
  notify: false,
});
