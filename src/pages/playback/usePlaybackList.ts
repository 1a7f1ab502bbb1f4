import { useCallback, useEffect, useRef, useState } from 'react';
import { feedFailureNotice } from '../../../core/domain/feed/feed-failure.ts';
import type { DateFilter } from '../../../core/domain/playback/date-filter.ts';
import { specListWindow } from '../../../core/domain/playback/date-filter.ts';
import { fetchSpecPage } from '../../../core/domain/playback/playback-api.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../../schemas/generated/types.ts';

export type PlaybackListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: ContentItem[]; hasMore: boolean };

const failureNotice = (error: unknown) => feedFailureNotice(error, 'common.systemError');

/**
 * The archive's list of one class narrowed by a date filter: page 1 whenever either changes, the
 * next page (12 each, spec 2 §9) on `loadMore`; items already shown are not repeated.
 */
export function usePlaybackList(classId: string | null, filter: DateFilter) {
  const { services } = useEngine();
  const [attempt, setAttempt] = useState(0);
  const window = specListWindow(filter);
  const forKey = `${classId ?? ''}|${window?.startTime ?? ''}|${window?.endTime ?? ''}|${attempt}`;
  const [kept, setKept] = useState<{ forKey: string; state: PlaybackListState }>({ forKey: '', state: { status: 'loading' } });
  const page = useRef(1);
  const items = useRef<ContentItem[]>([]);

  useEffect(() => {
    if (!classId) return;
    const controller = new AbortController();
    fetchSpecPage(services.request, classId, 1, specListWindow(filter), controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        page.current = 1;
        items.current = found.items;
        setKept({ forKey, state: { status: 'ready', items: found.items, hasMore: !found.last } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        services.notices.show(failureNotice(error));
        setKept({ forKey, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
    // The key says everything the first page depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forKey, services]);

  const loadMore = useCallback(async () => {
    if (!classId) return;
    const next = page.current + 1;
    let found;
    try {
      found = await fetchSpecPage(services.request, classId, next, specListWindow(filter));
    } catch (error) {
      services.notices.show(failureNotice(error));
      throw error;
    }
    page.current = next;
    const shown = new Set(items.current.map((item) => item.id));
    items.current = [...items.current, ...found.items.filter((item) => !shown.has(item.id))];
    setKept({ forKey, state: { status: 'ready', items: items.current, hasMore: !found.last } });
  }, [services, classId, filter, forKey]);

  const state: PlaybackListState = kept.forKey === forKey ? kept.state : { status: 'loading' };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}
