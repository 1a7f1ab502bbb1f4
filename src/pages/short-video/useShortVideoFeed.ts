import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VIEW_COUNT_PATH } from '../../../core/domain/detail/detail-api.ts';
import type { EngineBus } from '../../../core/engine/events.ts';
import { isSuccessCode } from '../../../core/engine/http/answer-notice.ts';
import { appendUnseen } from '../../../core/engine/http/paged-merge.ts';
import { usePagedCall, type Paging } from '../../../core/engine/render/use-paged-call.ts';
import type { Services } from '../../../core/engine/services/services.ts';
import { shortVideoPageCall, type DroppedRecord, type ShortVideoPage, type ShortVideoPageParams } from '../../../core/domain/video/short-video-call.ts';
import { SHORT_VIDEO_EMPTY_PAGES_IN_A_ROW, shouldLoadMore } from '../../../core/domain/video/video-calls.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

export type ShortVideoFeedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: ContentItem[]; exhausted: boolean; loadingMore: boolean };

/** The feed as its pages make it: the videos shown, the records left out, and how the last pages went. */
interface ShortVideoList {
  items: ContentItem[];
  dropped: DroppedRecord[];
  /** Pages answered (the next is one more): counted, not derived from the videos shown. */
  pages: number;
  /** The last pages in a row that added no video (every record unusable or a repeat). */
  emptyInARow: number;
}

const PAGING: Paging<ShortVideoPageParams, ShortVideoPage, ShortVideoList> = {
  start: (first) => ({ items: first.items, dropped: [...first.dropped], pages: 1, emptyInARow: first.items.length === 0 ? 1 : 0 }),
  merge: (list, page) => {
    const before = list.items.length;
    appendUnseen(list.items, page.items);
    list.dropped.push(...page.dropped);
    list.pages += 1;
    list.emptyInARow = list.items.length === before ? list.emptyInARow + 1 : 0;
  },
  // A page of fewer than 5 records (usable or not) ends the feed.
  next: (page, params) => (page.last ? null : { ...params, page: params.page + 1 }),
};

/**
 * Spec 2 §4, §7: the short-video feed from a video (its id first, then the panel's or all short
 * videos), pages of 5 on the call cache from `startPage` (the address's, issue 32: the server renders
 * it): the next 5 when the reader reaches the last video shown (pages counted, not derived from what
 * was shown: an unusable record is left out and reported, and the feed goes on); a page of fewer than
 * 5 ends it. A page that adds nothing is followed at once by the next, a few in a row at most. Each
 * video shown is counted once (contentStats/view/count) and shows the count the server answers.
 */
export function useShortVideoFeed(services: Services, bus: EngineBus, contentId: string | null, panelId: string | null, startPage = 1) {
  const { state: paged, loadMore, retry } = usePagedCall(shortVideoPageCall, contentId ? { contentId, panelId, page: startPage } : null, PAGING);
  const [views, setViews] = useState<Readonly<Record<string, number>>>({});
  const counted = useRef(new Set<string>());
  // Pages asked for at once after an empty one, since the reader's last arrival (or the first page).
  const followed = useRef(0);

  const ready = paged.status === 'ready' ? paged : null;
  const list = ready?.list ?? null;
  const exhausted = ready?.end ?? false;
  const loadingMore = ready?.loadingMore ?? false;
  const failed = paged.status === 'failed';
  const state = useMemo<ShortVideoFeedState>(
    () => (list ? { status: 'ready', items: list.items, exhausted, loadingMore } : failed ? { status: 'failed' } : { status: 'loading' }),
    [list, exhausted, loadingMore, failed],
  );

  // Records left out are reported once each (render reports: item-dropped).
  const reported = useRef(new WeakSet<DroppedRecord>());
  useEffect(() => {
    for (const record of list?.dropped ?? []) {
      if (reported.current.has(record)) continue;
      reported.current.add(record);
      bus.emit('item:dropped', { panelId, itemId: record.itemId, reason: 'invalid', errors: record.errors });
    }
  }, [list, bus, panelId]);

  // A page that added nothing: the next at once, SHORT_VIDEO_EMPTY_PAGES_IN_A_ROW pages at most in a row.
  const more = list !== null && !exhausted && !loadingMore && list.emptyInARow > 0;
  useEffect(() => {
    if (!more || followed.current >= SHORT_VIDEO_EMPTY_PAGES_IN_A_ROW - 1) return;
    followed.current += 1;
    // A failed page leaves the feed as it is; arriving again at the last video asks again.
    loadMore().catch(() => {});
  }, [more, loadMore]);

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
      if (!shouldLoadMore(index, state.items.length, state.exhausted)) return;
      followed.current = 0;
      loadMore().catch(() => {});
    },
    [state, countView, loadMore],
  );

  /** The feed's next page for a link (issue 32), null at its end. */
  const nextPage = list && !exhausted ? startPage + list.pages : null;
  const retryFeed = useCallback(() => {
    followed.current = 0;
    retry();
  }, [retry]);
  return { state, views, arrived, retry: retryFeed, nextPage };
}
