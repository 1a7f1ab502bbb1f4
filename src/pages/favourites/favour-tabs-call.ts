import { FAVOUR_TABS_CATEGORY, readFavourTabs, type FavourTab } from '../../../core/domain/favourites/favourite-tabs.ts';
import { FEED_PAGE_SIZE } from '../../../core/domain/feed/paging.ts';
import { defineCall } from '../../../core/engine/http/call.ts';
import { COMPOSITE_PATH } from '../../feed/feed-params.ts';

/**
 * Spec 2 §2: the favourites tabs, the sub-categories of the city's favourites panel category
 * (mycs.favorpanel), as a call. The same for every reader; the lists under them are the reader's own.
 */
export const favourTabsCall = defineCall<Record<string, never>, FavourTab[]>({
  name: 'favourites tabs',
  path: COMPOSITE_PATH,
  request: () => ({ categoryCode: FAVOUR_TABS_CATEGORY, pageSize: FEED_PAGE_SIZE, refreshType: 'open' }),
  read: (answer) => readFavourTabs(answer),
});
