import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelEntry } from '../../core/feed/composite.ts';
import { feedFailureNotice } from '../../core/feed/feed-failure.ts';
import { useEngine } from '../../core/render/engine.tsx';
import type { ItemEntry } from '../../core/registry/types.ts';
import { resolveRecords, searchPanelEntry, shownIds, type SearchPanelSpec } from '../../core/search/search-panel.ts';

/** Spec 2 §8: the server's message ('system error' if none); a failed request was shown by the wrapper already. */
const failureNotice = (error: unknown) => feedFailureNotice(error, 'common.systemError');

/** One page of a paged list: its records and whether it was the last. */
export interface RecordsPage {
  records: readonly unknown[];
  last: boolean;
}

export type PagedPanelState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; panel: PanelEntry; empty: boolean; hasMore: boolean };

/**
 * A paged list rendered as a panel of `spec.typeCode` (search results, a topic's news, the
 * reference list): page 1 whenever `listKey` changes (or on retry), the next on `loadMore`; records
 * become item entries dispatched to card plugins, repeats of shown ids left out. `paged: false`
 * asks for the first page only.
 */
export function usePagedPanel(
  listKey: string,
  spec: SearchPanelSpec,
  loadPage: (page: number) => Promise<RecordsPage>,
  { paged = true, firstPage, askAgain = false }: { paged?: boolean; firstPage?: RecordsPage; /** The server's first page was an anonymous reader's: a signed-in reader's own is asked for after hydration. */ askAgain?: boolean } = {},
) {
  const { registry, bus, services } = useEngine();
  const [attempt, setAttempt] = useState(0);
  const { id, typeCode, name } = spec;
  // The state belongs to one list (key, panel, attempt): another one shows as loading until it answers.
  const forKey = `${listKey}|${id}|${typeCode}|${name}|${attempt}`;
  // A first page the server rendered the page with (`firstPage`) shows at once, and is not asked again.
  const [seeded] = useState(() => (firstPage ? resolveRecords(registry.index, id, firstPage.records, new Set(), bus) : null));
  const [kept, setKept] = useState<{ forKey: string; state: PagedPanelState }>(() =>
    seeded && firstPage
      ? { forKey, state: { status: 'ready', panel: searchPanelEntry(registry.index, { id, typeCode, name }, seeded), empty: seeded.length === 0, hasMore: paged && !firstPage.last } }
      : { forKey: '', state: { status: 'loading' } },
  );
  const seededKey = useRef(kept.forKey);
  const items = useRef<ItemEntry[]>(seeded ?? []);
  const page = useRef(1);
  // The loader of the current list (a new function each render; the key says when the list changed).
  const load = useRef(loadPage);
  useEffect(() => {
    load.current = loadPage;
  });

  useEffect(() => {
    if (seededKey.current === forKey && !askAgain) return;
    let current = true;
    load.current(1).then(
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
  }, [forKey, id, typeCode, name, paged, askAgain, registry, bus, services]);
  const state: PagedPanelState = kept.forKey === forKey ? kept.state : { status: 'loading' };

  const loadMore = useCallback(async () => {
    const next = page.current + 1;
    let found;
    try {
      found = await load.current(next);
    } catch (error) {
      services.notices.show(failureNotice(error));
      throw error;
    }
    page.current = next;
    items.current = [...items.current, ...resolveRecords(registry.index, id, found.records, shownIds(items.current), bus)];
    const panel = searchPanelEntry(registry.index, { id, typeCode, name }, items.current);
    setKept({ forKey, state: { status: 'ready', panel, empty: items.current.length === 0, hasMore: !found.last } });
  }, [services, registry, id, typeCode, name, bus, forKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}
