import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { unseenItems } from '../../../core/domain/feed/paging.ts';
import { VIEW_COUNT_PATH } from '../../../core/domain/detail/detail-api.ts';
import type { EngineBus } from '../../../core/engine/events.ts';
import { isSuccessCode } from '../../../core/engine/http/answer-notice.ts';
import { validateAs } from '../../../core/engine/schema/validate.ts';
import type { Services } from '../../../core/engine/services/services.ts';
import {
  afterShortVideoPage,
  fetchShortVideos,
  SHORT_VIDEO_EMPTY_PAGES_IN_A_ROW,
  SHORT_VIDEO_PAGING_START,
  shouldLoadMore,
  type ShortVideoPaging,
} from '../../../core/domain/video/video-calls.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

export type ShortVideoFeedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: ContentItem[]; exhausted: boolean; loadingMore: boolean };

/** A record's id for the report, when it has one a reader could name. */
const recordId = (record: unknown): string | null => {
  const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/** Records that are no usable content item are left out and reported (render reports: item-dropped). */
function usable(records: readonly unknown[], panelId: string | null, bus: EngineBus): ContentItem[] {
  return records.flatMap((record) => {
    const item = validateAs<ContentItem>('content-item', record);
    if (item.ok) return [item.value];
    bus.emit('item:dropped', { panelId, itemId: recordId(record), reason: 'invalid', errors: item.errors });
    return [];
  });
}

/**
 * Spec 2 §4, §7: the short-video feed from a video (its id first, then the panel's or all short
 * videos): 5 first, the next 5 when the reader reaches the last video shown (pages counted, not
 * derived from what was shown: an unusable record is left out and reported, and the feed goes on);
 * a page of fewer than 5 ends it. Each video shown is counted once (contentStats/view/count) and
 * shows the count the server answers.
 */
export function useShortVideoFeed(services: Services, bus: EngineBus, contentId: string | null, panelId: string | null) {
  const [state, setState] = useState<ShortVideoFeedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [views, setViews] = useState<Readonly<Record<string, number>>>({});
  const counted = useRef(new Set<string>());
  const paging = useRef<ShortVideoPaging>(SHORT_VIDEO_PAGING_START);
  // The videos shown, as the next page is judged against them (a page may repeat one of the last).
  const shown = useRef<ContentItem[]>([]);
  const loading = useRef(false);

  /**
   * The next page, added to the videos shown. A page that adds nothing (every record unusable or a
   * repeat) is followed at once by the next, a few in a row at most.
   */
  const loadNext = useCallback(
    async (signal?: AbortSignal): Promise<void> => {
      if (!contentId) return;
      for (let emptyInARow = 0; emptyInARow < SHORT_VIDEO_EMPTY_PAGES_IN_A_ROW; emptyInARow++) {
        const first = paging.current.pages === 0;
        const records = await fetchShortVideos(services.request, contentId, panelId, paging.current.pages + 1, signal);
        if (signal?.aborted) return;
        paging.current = afterShortVideoPage(paging.current, records.length);
        const { exhausted } = paging.current;
        const fresh = unseenItems(shown.current, usable(records, panelId, bus));
        shown.current = [...shown.current, ...fresh];
        setState((s) => ({ status: 'ready', items: [...(s.status === 'ready' && !first ? s.items : []), ...fresh], exhausted, loadingMore: false }));
        if (fresh.length > 0 || exhausted) return;
      }
    },
    [services, bus, contentId, panelId],
  );

  // The first page of a feed, asked again on each retry.
  const feed = useMemo(() => ({ contentId, attempt }), [contentId, attempt]);
  useEffect(() => {
    if (!feed.contentId) return;
    const controller = new AbortController();
    paging.current = SHORT_VIDEO_PAGING_START;
    shown.current = [];
    loading.current = true;
    loadNext(controller.signal)
      // A first page that failed is the feed's failure; a follow-up page that failed leaves what is shown.
      .catch(() => !controller.signal.aborted && setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false } : { status: 'failed' })))
      .finally(() => {
        loading.current = false;
      });
    return () => controller.abort();
  }, [feed, loadNext]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const countView = useCallback(
    (item: ContentItem) => {
      if (counted.current.has(item.id)) return;
      counted.current.add(item.id);
      services
        .request(`${VIEW_COUNT_PATH}/${encodeURIComponent(item.id)}`, { method: 'POST', params: {}, notify: false })
        .then((answer) => {
          const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
          if (isSuccessCode(code) && Number.isFinite(Number(data))) setViews((all) => ({ ...all, [item.id]: Number(data) }));
        })
        .catch(() => {});
    },
    [services],
  );

  /** The reader arrived at video `index`: count its view, and at the last video shown ask for the next page. */
  const arrived = useCallback(
    (index: number) => {
      if (state.status !== 'ready') return;
      const item = state.items[index];
      if (item) countView(item);
      if (loading.current || !shouldLoadMore(index, state.items.length, state.exhausted)) return;
      loading.current = true;
      setState({ ...state, loadingMore: true });
      loadNext()
        // A failed page leaves the feed as it is; arriving again at the last video asks again.
        .catch(() => setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false } : s)))
        .finally(() => {
          loading.current = false;
        });
    },
    [state, countView, loadNext],
  );

  return { state, views, arrived, retry };
}
