import { useCallback, useEffect, useState } from 'react';
import { feedFailureNotice } from '../../../core/domain/feed/feed-failure.ts';
import { FAVOUR_TABS_CATEGORY, readFavourTabs, type FavourTab } from '../../../core/domain/favourites/favourite-tabs.ts';
import { FEED_PAGE_SIZE } from '../../../core/domain/feed/paging.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { COMPOSITE_PATH } from '../../feed/feed-call.ts';

export type FavourTabsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; tabs: FavourTab[] };

/** The favourites tabs (spec 2 §2: the sub-categories of mycs.favorpanel). */
export function useFavourTabs(): { state: FavourTabsState; retry: () => void } {
  const { services } = useEngine();
  const [attempt, setAttempt] = useState(0);
  const [kept, setKept] = useState<{ attempt: number; state: FavourTabsState }>({ attempt: -1, state: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    services.request(COMPOSITE_PATH, { params: { categoryCode: FAVOUR_TABS_CATEGORY, pageSize: FEED_PAGE_SIZE, refreshType: 'open' } }).then(
      (answer) => current && setKept({ attempt, state: { status: 'ready', tabs: readFavourTabs(answer) } }),
      (error: unknown) => {
        if (!current) return;
        services.notices.show(feedFailureNotice(error, 'common.systemError'));
        setKept({ attempt, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [services, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: kept.attempt === attempt ? kept.state : { status: 'loading' }, retry };
}
