import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { detailRequest, fetchContentItem, recordOutcome, VIEW_COUNT_PATH, type DetailOutcome, type GetRequest } from '../../../core/detail/detail-api.ts';
import { nextTask } from '../../../core/env/next-task.ts';
import { useAnswerSeed } from '../../../core/render/server-context.ts';
import { videoDetailsRequest } from '../../../core/video/video-calls.ts';
import type { Services } from '../../../core/services/services.ts';

export type DetailState =
  | { status: 'no-id' }
  | { status: 'loading' }
  | { status: 'ready'; item: ContentItem }
  | { status: 'missing' }
  | { status: 'failed' };

type Loaded = { key: string; state: DetailState };

/** Where a content's details come from: the news detail (getDetail) or a video's (getVideoDetails). */
export type DetailSource = 'news' | 'video';

/** The call a detail comes from (what the server fetches when it renders the page). */
export function detailCall(source: DetailSource, id: string, preview: boolean, hasAdvert: boolean): GetRequest {
  return source === 'video' ? videoDetailsRequest(id, preview) : detailRequest(id, preview, hasAdvert);
}

const stateOf = (outcome: DetailOutcome): DetailState => (outcome.status === 'failed' ? { status: 'failed' } : outcome);

/**
 * Loads the detail of `newsId` (skeleton until then). A missing content (code 5101) becomes
 * 'missing'; any other failure shows its notice and offers a retry. The view count is posted once
 * per open of a content, whatever re-renders or retries follow. A detail the server fetched to render
 * the page shows at once (the same as the server's HTML), without asking again.
 */
export function useDetail(services: Services, newsId: string | null, preview: boolean, hasAdvert: boolean, source: DetailSource = 'news') {
  const [attempt, setAttempt] = useState(0);
  const seed = useAnswerSeed();
  const key = `${source}|${newsId ?? ''}|${preview}|${hasAdvert}|${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    if (!newsId) return null;
    const { path, params } = detailCall(source, newsId, preview, hasAdvert);
    const answer = seed.json(path, params);
    return answer === undefined ? null : { key, state: stateOf(recordOutcome(answer, 'content-item')) };
  });
  const counted = useRef<string | null>(null);
  const seededKey = useRef(loaded?.key);

  useEffect(() => {
    if (!newsId) return;
    // The server asked as an anonymous reader: a signed-in reader's own marks (liked, favourited) come
    // with their own request, the server's article showing meanwhile.
    const seeded = seededKey.current === key;
    if (seeded && !services.session.loggedIn()) return;
    const controller = new AbortController();
    const { path, params } = detailCall(source, newsId, preview, hasAdvert);
    void fetchContentItem(services.request, path, params, controller.signal).then((outcome) => {
      if (controller.signal.aborted || (seeded && outcome.status !== 'ready')) return;
      if (outcome.status === 'failed') {
        console.error('[detail] not loaded', newsId, outcome.reason);
        services.notices.show(outcome.notice);
      }
      setLoaded({ key, state: stateOf(outcome) });
    });
    return () => controller.abort();
  }, [services, newsId, preview, hasAdvert, key, source]);

  useEffect(() => {
    if (!newsId || counted.current === newsId) return;
    counted.current = newsId;
    // Not the reader's business when it fails: no notice. Sent a task later: the page's first effects
    // (all run in one task after hydration) stay short.
    void nextTask()
      .then(() => services.request(`${VIEW_COUNT_PATH}/${encodeURIComponent(newsId)}`, { method: 'POST', params: {}, notify: false }))
      .catch(() => {});
  }, [services, newsId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: DetailState = !newsId ? { status: 'no-id' } : loaded?.key === key ? loaded.state : { status: 'loading' };
  return { state, retry };
}
