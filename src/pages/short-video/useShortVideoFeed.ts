import { produce } from 'immer';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { unseenItems } from '../../../core/feed/paging.ts';
import { VIEW_COUNT_PATH } from '../../../core/detail/detail-api.ts';
import { isSuccessCode } from '../../../core/http/answer-notice.ts';
import { validateAs } from '../../../core/schema/validate.ts';
import type { Services } from '../../../core/services/services.ts';
import { fetchShortVideos, isLastShortVideoPage, SHORT_VIDEO_PAGE_SIZE, shouldLoadMore } from '../../../core/video/video-calls.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

export type ShortVideoFeedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: ContentItem[]; exhausted: boolean; loadingMore: boolean };

/** Records that are no usable content item are dropped (reported on the console for developers). */
function usable(records: unknown[]): ContentItem[] {
  return records.flatMap((record) => {
    const item = validateAs<ContentItem>('content-item', record);
    if (item.ok) return [item.value];
    console.warn('[short-video] record left out', item.errors);
    return [];
  });
}

/**
 * Spec 2 §4, §7: the short-video feed from a video (its id first, then the panel's or all short
 * videos): 5 first, 5 more on reaching every fifth; a page of fewer than 5 ends it. Each video shown
 * is counted once (contentStats/view/count) and shows the count the server answers.
 */
export function useShortVideoFeed(services: Services, contentId: string | null, panelId: string | null) {
  const [state, setState] = useState<ShortVideoFeedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [views, setViews] = useState<Readonly<Record<string, number>>>({});
  const counted = useRef(new Set<string>());
  const loading = useRef(false);

  // The first page of a feed, asked again on each retry.
  const first = useMemo(() => ({ contentId, panelId, attempt }), [contentId, panelId, attempt]);
  useEffect(() => {
    if (!first.contentId) return;
    const controller = new AbortController();
    fetchShortVideos(services.request, first.contentId, first.panelId, 1, controller.signal).then(
      (records) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', items: usable(records), exhausted: isLastShortVideoPage(records.length), loadingMore: false });
      },
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [services, first]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** The reader arrived at video `index`: count its view, and load the next five at every fifth. */
  const arrived = useCallback(
    (index: number) => {
      if (state.status !== 'ready') return;
      const item = state.items[index];
      if (item && !counted.current.has(item.id)) {
        counted.current.add(item.id);
        services
          .request(`${VIEW_COUNT_PATH}/${encodeURIComponent(item.id)}`, { method: 'POST', params: {}, notify: false })
          .then((answer) => {
            const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
            if (isSuccessCode(code) && Number.isFinite(Number(data))) setViews((all) => ({ ...all, [item.id]: Number(data) }));
          })
          .catch(() => {});
      }
      if (!contentId || loading.current || !shouldLoadMore(index, state.items.length, state.exhausted)) return;
      loading.current = true;
      setState({ ...state, loadingMore: true });
      const nextPage = state.items.length / SHORT_VIDEO_PAGE_SIZE + 1;
      fetchShortVideos(services.request, contentId, panelId, nextPage)
        .then(
          (records) =>
            setState((s) =>
              s.status !== 'ready'
                ? s
                : produce(s, (draft) => {
                    draft.items.push(...unseenItems(draft.items, usable(records)));
                    draft.exhausted = isLastShortVideoPage(records.length);
                    draft.loadingMore = false;
                  }),
            ),
          // A failed page leaves the feed as it is; arriving again at the fifth asks again.
          () => setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false } : s)),
        )
        .finally(() => {
          loading.current = false;
        });
    },
    [services, contentId, panelId, state],
  );

  return { state, views, arrived, retry };
}
