import { useCallback, useState } from 'react';
import { browserSessionStore } from '../../../core/session/store.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { useAnswerSeed } from '../../../core/render/server-context.ts';
import { loadSearchPage, readSearchPage, searchCall, type SearchList, type SearchPage } from '../../../core/search/search-calls.ts';
import type { SearchPanelSpec } from '../../../core/search/search-panel.ts';
import { usePagedPanel, type PagedPanelState } from '../../lists/usePagedPanel.ts';

export type SearchListState = PagedPanelState;

/**
 * One result list for a keyword: its first page when the keyword (or list) changes, the next on
 * `loadMore`; records become item entries rendered by card plugins in a panel of `spec.typeCode`.
 * `paged: false` asks for the first page only (the live rails).
 */
export function useSearchList(list: SearchList, keyword: string, spec: SearchPanelSpec, { paged = true } = {}) {
  const { services } = useEngine();
  const loadPage = useCallback((page: number) => loadSearchPage(services.request, list, keyword, page), [services, list, keyword]);
  // The server's answer is an anonymous reader's (issue 32: any tab may come rendered): a signed-in
  // reader's (whetherFollow, whetherLike) is asked for again once the page is live.
  const [signedIn] = useState(() => typeof window !== 'undefined' && browserSessionStore().isLoggedIn());
  return usePagedPanel(`${list}|${keyword}`, spec, loadPage, { paged, firstPage: useSeededSearchPage(list, keyword), askAgain: signedIn });
}

/** The list's first page, when the server rendered the page with it. */
function useSeededSearchPage(list: SearchList, keyword: string): SearchPage | undefined {
  const call = searchCall(list, keyword, 1);
  const answer = useAnswerSeed().json(call.path, call.body, 'POST');
  if (answer === undefined) return undefined;
  try {
    return readSearchPage(list, call, answer);
  } catch {
    return undefined; // a failed answer: the list asks again and shows its failure
  }
}
