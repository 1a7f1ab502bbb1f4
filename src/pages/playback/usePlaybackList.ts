import { useCallback, useEffect } from 'react';
import { feedFailureNotice } from '../../../core/domain/feed/feed-failure.ts';
import { appendUnseen } from '../../../core/engine/http/paged-merge.ts';
import { specListWindow, type DateFilter } from '../../../core/domain/playback/date-filter.ts';
import { specPageCall, type ItemPage, type SpecPageParams } from '../../../core/domain/playback/playback-api.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { usePagedCall, type Paging } from '../../../core/engine/render/use-paged-call.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

export type PlaybackListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: ContentItem[]; hasMore: boolean };

const failureNotice = (error: unknown) => feedFailureNotice(error, 'common.systemError');

/** The rows shown and how many pages made them. */
interface PlaybackRows {
  items: ContentItem[];
  pages: number;
}

const PAGING: Paging<SpecPageParams, ItemPage, PlaybackRows> = {
  start: (first) => ({ items: first.items, pages: 1 }),
  // Items already shown are not repeated.
  merge: (rows, page) => {
    appendUnseen(rows.items, page.items);
    rows.pages += 1;
  },
  next: (page, params) => (page.last ? null : { ...params, page: params.page + 1 }),
};

/**
 * The archive's list of one class narrowed by a date filter, on the call cache: the first page
 * (`startPage`, the address's: the server renders it) whenever either changes, the next page (12
 * each, spec 2 §9) on `loadMore`; items already shown are not repeated.
 */
export function usePlaybackList(classId: string | null, filter: DateFilter, startPage = 1) {
  const { services } = useEngine();
  const first = classId ? { classId, page: startPage, window: specListWindow(filter) } : null;
  const { state: paged, loadMore: loadNext, retry } = usePagedCall(specPageCall, first, PAGING);
  useEffect(() => {
    if (paged.status === 'failed') services.notices.show(failureNotice(paged.error));
    // Once per failed answer (the call's state object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paged.status === 'failed' ? paged : null]);

  const loadMore = useCallback(
    () =>
      loadNext().catch((error: unknown) => {
        services.notices.show(failureNotice(error));
        throw error;
      }),
    [loadNext, services],
  );

  const state: PlaybackListState =
    paged.status === 'ready' ? { status: 'ready', items: paged.list.items, hasMore: !paged.end } : paged.status === 'failed' ? { status: 'failed' } : paged;
  /** The last page shown (the list's next page is the one after). */
  const lastPage = startPage + (paged.status === 'ready' ? paged.list.pages : 1) - 1;
  return { state, loadMore, retry, lastPage };
}
