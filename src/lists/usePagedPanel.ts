import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PanelEntry } from '../../core/engine/render/composite.ts';
import { feedFailureNotice } from '../../core/domain/feed/feed-failure.ts';
import { callKey, type CallDefinition } from '../../core/engine/http/call.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { useRegistry } from '../../core/engine/render/use-registry.ts';
import { useCall, useCallCache } from '../../core/engine/render/use-call.ts';
import { useResolvedRecords } from './use-resolved-records.ts';
import type { ItemEntry } from '../../core/engine/registry/types.ts';
import { searchPanelEntry, shownIds, type SearchPanelSpec } from '../../core/domain/search/search-panel.ts';
import { loadRecordResolver } from './record-resolver.ts';

/** Spec 2 §8: the server's message ('system error' if none); a failed request was shown by the wrapper already. */
const failureNotice = (error: unknown) => feedFailureNotice(error, 'common.systemError');

/** One page of a paged list: its records and whether it was the last. */
export interface RecordsPage {
  records: readonly unknown[];
  last: boolean;
}

export type PagedPanelState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; panel: PanelEntry; empty: boolean; hasMore: boolean };

/** The pages loaded after the first, for one first page (a new list or a retry starts again). */
interface More {
  after: RecordsPage;
  items: ItemEntry[];
  page: number;
  hasMore: boolean;
}

/**
 * A paged list rendered as a panel of `spec.typeCode` (search results, a topic's news, the
 * reference list): its first page is a call (`pageCall` with `pageParams(startPage)`: the server renders
 * it, the page hydrates from it), the next on `loadMore`; records become item entries dispatched to
 * card plugins, repeats of shown ids left out. `paged: false` asks for the first page only.
 */
export function usePagedPanel<Q>(
  spec: SearchPanelSpec,
  pageCall: CallDefinition<Q, RecordsPage>,
  pageParams: (page: number) => Q,
  {
    paged = true,
    askAgain,
    startPage = 1,
  }: {
    paged?: boolean;
    /** The server's first page was an anonymous reader's: a signed-in reader's own is asked for after hydration. */
    askAgain?: () => boolean;
    /** The page the list starts at (the address's `?page=`, issue 32); the next ones follow it. */
    startPage?: number;
  } = {},
) {
  const { bus, services } = useEngine();
  const registry = useRegistry();
  const cache = useCallCache();
  const { id, typeCode, name } = spec;
  const firstParams = pageParams(startPage);
  const { state: first, retry: askAgainForFirst } = useCall(pageCall, firstParams, askAgain ? { refreshSeeded: askAgain } : {});
  const firstPage = first.status === 'ready' ? first.value : null;
  const resolved = useResolvedRecords({
    callKey: callKey(pageCall, firstParams),
    panelId: id,
    records: firstPage?.records ?? null,
    seeded: first.status === 'ready' && first.seeded,
    loading: first.status === 'loading',
  });
  const firstItems = resolved.entries;
  const [more, setMore] = useState<More | null>(null);
  const shown = more && more.after === firstPage ? more : null;
  const items = shown?.items ?? firstItems;
  // The pages' parameters of the current list (a new function each render; the first page's call says when the list changed).
  const params = useRef(pageParams);
  useEffect(() => {
    params.current = pageParams;
  });
  useEffect(() => {
    if (first.status === 'failed') services.notices.show(failureNotice(first.error));
  }, [first, services]);

  const panel = useMemo(() => (items ? searchPanelEntry(registry.index, { id, typeCode, name }, items) : null), [items, registry, id, typeCode, name]);
  const state: PagedPanelState =
    first.status === 'ready' && firstPage && items && panel
      ? { status: 'ready', panel, empty: items.length === 0, hasMore: shown ? shown.hasMore : paged && !firstPage.last }
      : first.status === 'failed' || resolved.failed
        ? { status: 'failed' }
        : { status: 'loading' };

  const loadMore = useCallback(async () => {
    if (!firstPage || !items) return;
    const next = (shown?.page ?? startPage) + 1;
    let found: RecordsPage;
    let resolver: Awaited<ReturnType<typeof loadRecordResolver>>;
    try {
      [found, resolver] = await Promise.all([cache.once(pageCall, params.current(next)), loadRecordResolver()]);
    } catch (error) {
      services.notices.show(failureNotice(error));
      throw error;
    }
    const all = [...items, ...resolver.resolveRecords(registry.index, id, found.records, shownIds(items), bus)];
    setMore({ after: firstPage, items: all, page: next, hasMore: !found.last });
  }, [cache, pageCall, firstPage, startPage, items, shown, services, registry, id, bus]);

  // The list's retry: what failed, the first page's call or the resolver's code.
  const { failed: resolverFailed, retry: resolveAgain } = resolved;
  const retry = useCallback(() => {
    if (resolverFailed) resolveAgain();
    if (first.status === 'failed') askAgainForFirst();
  }, [resolverFailed, resolveAgain, first.status, askAgainForFirst]);

  /** The last page shown (the list's next page is the one after). */
  const lastPage = shown?.page ?? startPage;
  return { state, loadMore, retry, lastPage };
}
