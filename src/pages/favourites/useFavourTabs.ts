import { useEffect } from 'react';
import type { FavourTab } from '../../../core/domain/favourites/favourite-tabs.ts';
import { feedFailureNotice } from '../../../core/domain/feed/feed-failure.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useCall } from '../../../core/engine/render/use-call.ts';
import { favourTabsCall } from './favour-tabs-call.ts';

export type FavourTabsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; tabs: FavourTab[] };

const NO_PARAMS = {};

/** The favourites tabs (spec 2 §2: the sub-categories of mycs.favorpanel), through the page's call cache. */
export function useFavourTabs(): { state: FavourTabsState; retry: () => void } {
  const { services } = useEngine();
  const { state: call, retry } = useCall(favourTabsCall, NO_PARAMS);
  useEffect(() => {
    if (call.status === 'failed') services.notices.show(feedFailureNotice(call.error, 'common.systemError'));
    // Once per failed answer (the call's state object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);
  const state: FavourTabsState = call.status === 'ready' ? { status: 'ready', tabs: call.value } : call.status === 'failed' ? { status: 'failed' } : call;
  return { state, retry };
}
