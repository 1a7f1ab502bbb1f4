import { browserSessionStore } from '../../../core/platform/session/store.ts';
import { searchPageCall, type SearchList } from '../../../core/domain/search/search-calls.ts';
import type { SearchPanelSpec } from '../../../core/domain/search/search-panel.ts';
import { usePagedPanel, type PagedPanelState } from '../../lists/usePagedPanel.ts';

export type SearchListState = PagedPanelState;

/**
 * One result list for a keyword: its first page when the keyword (or list) changes, the next on
 * `loadMore`; records become item entries rendered by card plugins in a panel of `spec.typeCode`.
 * `paged: false` asks for the first page only (the live rails).
 */
export function useSearchList(list: SearchList, keyword: string, spec: SearchPanelSpec, { paged = true } = {}) {
  // The server's answer is an anonymous reader's (issue 32: any tab may come rendered): a signed-in
  // reader's (whetherFollow, whetherLike) is asked for again once the page is live.
  return usePagedPanel(spec, searchPageCall, (page) => ({ list, keyword, page }), { paged, askAgain: () => browserSessionStore().isLoggedIn() });
}
