import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { fetchDetail, VIEW_COUNT_PATH, type DetailOutcome } from '../../../core/detail/detail-api.ts';
import { fetchVideoDetails } from '../../../core/video/video-calls.ts';
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

function fetchFrom(source: DetailSource, services: Services, id: string, preview: boolean, hasAdvert: boolean, signal: AbortSignal): Promise<DetailOutcome> {
  return source === 'video' ? fetchVideoDetails(services.request, id, preview, signal) : fetchDetail(services.request, id, preview, hasAdvert, signal);
}

/**
 * Loads the detail of `newsId` (skeleton until then). A missing content (code 5101) becomes
 * 'missing'; any other failure shows its notice and offers a retry. The view count is posted once
 * per open of a content, whatever re-renders or retries follow.
 */
export function useDetail(services: Services, newsId: string | null, preview: boolean, hasAdvert: boolean, source: DetailSource = 'news') {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const counted = useRef<string | null>(null);
  const key = `${source}|${newsId ?? ''}|${preview}|${hasAdvert}|${attempt}`;

  useEffect(() => {
    if (!newsId) return;
    const controller = new AbortController();
    void fetchFrom(source, services, newsId, preview, hasAdvert, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.status === 'failed') {
        console.error('[detail] not loaded', newsId, outcome.reason);
        services.notices.show(outcome.notice);
      }
      setLoaded({ key, state: outcome.status === 'failed' ? { status: 'failed' } : outcome });
    });
    return () => controller.abort();
  }, [services, newsId, preview, hasAdvert, key, source]);

  useEffect(() => {
    if (!newsId || counted.current === newsId) return;
    counted.current = newsId;
    // Not the reader's business when it fails: no notice.
    services.request(`${VIEW_COUNT_PATH}/${encodeURIComponent(newsId)}`, { method: 'POST', params: {}, notify: false }).catch(() => {});
  }, [services, newsId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: DetailState = !newsId ? { status: 'no-id' } : loaded?.key === key ? loaded.state : { status: 'loading' };
  return { state, retry };
}
