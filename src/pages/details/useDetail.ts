import { useEffect, useRef } from 'react';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { detailCall, recordState, VIEW_COUNT_PATH } from '../../../core/domain/detail/detail-api.ts';
import { nextTask } from '../../../core/engine/env/next-task.ts';
import { useCall } from '../../../core/engine/render/use-call.ts';
import type { videoDetailsCall } from '../../../core/domain/video/video-calls.ts';
import type { Services } from '../../../core/engine/services/services.ts';

export type DetailState =
  | { status: 'no-id' }
  | { status: 'loading' }
  | { status: 'ready'; item: ContentItem }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * Where a content's details come from: the news detail (getDetail), or a video's (getVideoDetails), which
 * the video detail page passes in: the article does not load the video's calls.
 */
export type DetailSource = 'news' | typeof videoDetailsCall;

/**
 * Loads the detail of `newsId` (skeleton until then). A missing content (code 5101) becomes
 * 'missing'; any other failure shows its notice and offers a retry. The view count is posted once
 * per open of a content, whatever re-renders or retries follow. A detail the server rendered the page
 * with shows at once (the same as the server's HTML), without asking again: the server asked as an
 * anonymous reader, so a signed-in reader's own marks (liked, favourited) come with their own request,
 * the server's article showing meanwhile.
 */
export function useDetail(services: Services, newsId: string | null, preview: boolean, hasAdvert: boolean, source: DetailSource = 'news') {
  const params = newsId ? (source === 'news' ? { id: newsId, preview, hasAdvert } : { id: newsId, preview }) : null;
  const { state: call, retry } = useCall(source === 'news' ? detailCall : source, params, { refreshSeeded: () => services.session.loggedIn() });
  const outcome = recordState(call);
  const counted = useRef<string | null>(null);

  useEffect(() => {
    const failure = recordState(call);
    if (failure.status !== 'failed') return;
    console.error('[detail] not loaded', newsId, failure.reason);
    services.notices.show(failure.notice);
    // Once per failed answer (the call's state object), whatever else re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);

  useEffect(() => {
    if (!newsId || counted.current === newsId) return;
    counted.current = newsId;
    // Not the reader's business when it fails: no notice. Sent a task later: the page's first effects
    // (all run in one task after hydration) stay short.
    void nextTask()
      .then(() => services.request(`${VIEW_COUNT_PATH}/${encodeURIComponent(newsId)}`, { method: 'POST', params: {}, notify: false }))
      .catch(() => {});
  }, [services, newsId]);

  const state: DetailState = !newsId ? { status: 'no-id' } : outcome.status === 'failed' ? { status: 'failed' } : outcome;
  return { state, retry };
}
