import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelEntry } from '../../../core/feed/composite.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { loadSearchPage, type SearchList } from '../../../core/search/search-calls.ts';
import { resolveRecords, searchPanelEntry, shownIds, type SearchPanelSpec } from '../../../core/search/search-panel.ts';
import type { ItemEntry } from '../../../core/registry/types.ts';
import { feedFailureNotice } from '../../../core/feed/feed-failure.ts';

/** Spec 2 §8: the server's message ('system error' if none); a failed request was shown by the wrapper already. */
const failureNotice = (error: unknown) => feedFailureNotice(error, 'common.systemError');

export type SearchListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; panel: PanelEntry; empty: boolean; hasMore: boolean };

/**
 * One result list for a keyword: its first page when the keyword (or list) changes, the next on
 * `loadMore`; records become item entries rendered by card plugins in a panel of `spec.typeCode`.
 * `paged: false` asks for the first page only (the topics, the live rails).
 */
export function useSearchList(list: SearchList, keyword: string, spec: SearchPanelSpec, { paged = true } = {}) {
  const engine = useEngine();
  const { registry, bus, services } = engine;
  const [attempt, setAttempt] = useState(0);
  const { id, typeCode, name } = spec;
  // The state belongs to one search (list, keyword, attempt): another one shows as loading until it answers.
  const forKey = `${list}|${keyword}|${id}|${typeCode}|${name}|${attempt}`;
  const [kept, setKept] = useState<{ forKey: string; state: SearchListState }>({ forKey: '', state: { status: 'loading' } });
  const items = useRef<ItemEntry[]>([]);
  const page = useRef(1);

  useEffect(() => {
    let current = true;
    loadSearchPage(services.request, list, keyword, 1).then(
      (found) => {
        if (!current) return;
        items.current = resolveRecords(registry.index, id, found.records, new Set(), bus);
        page.current = 1;
        const panel = searchPanelEntry(registry.index, { id, typeCode, name }, items.current);
        setKept({ forKey, state: { status: 'ready', panel, empty: items.current.length === 0, hasMore: paged && !found.last } });
      },
      (error: unknown) => {
        if (!current) return;
        services.notices.show(failureNotice(error));
        setKept({ forKey, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [forKey, list, keyword, id, typeCode, name, paged, registry, bus, services]);
  const state: SearchListState = kept.forKey === forKey ? kept.state : { status: 'loading' };

  const loadMore = useCallback(async () => {
    const next = page.current + 1;
    let found;
    try {
      found = await loadSearchPage(services.request, list, keyword, next);
    } catch (error) {
      services.notices.show(failureNotice(error));
      throw error;
    }
    page.current = next;
    items.current = [...items.current, ...resolveRecords(registry.index, id, found.records, shownIds(items.current), bus)];
    const panel = searchPanelEntry(registry.index, { id, typeCode, name }, items.current);
    setKept({ forKey, state: { status: 'ready', panel, empty: items.current.length === 0, hasMore: !found.last } });
  }, [services, list, keyword, registry, id, typeCode, name, bus, forKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}
