import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallState } from '../http/call-cache.ts';
import { callKey, type CallDefinition } from '../http/call.ts';
import { loadPageMerger, mergePages, type PageMerge, type Produce } from '../http/paged-merge.ts';
import { useCall, useCallCache } from './use-call.ts';

/*
 * `usePagedCall(definition, firstParams, paging)`: a paged list on the call cache. Each page is one
 * call of the cache (the first through useCall: the server records it and the page hydrates from it;
 * the next ones asked on `loadMore`, each kept by the list while it shows and aborted when it leaves);
 * the pages are merged into the list shown by `paging.merge` (immer, core/engine/http/paged-merge.ts).
 */

export interface Paging<P, A, M> extends PageMerge<A, M> {
  /** The parameters of the page after this one (a page number, a cursor), null when it was the last. */
  next: (page: A, params: P) => P | null;
  /** The server's first page was an anonymous reader's: a signed-in reader's own is asked for after hydration. */
  refreshSeeded?: () => boolean;
}

export type PagedState<M, A = unknown> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      list: M;
      /** No page after the last shown. */
      end: boolean;
      /** A next page is on its way. */
      loadingMore: boolean;
      /** The first page came with the server's page. */
      seeded: boolean;
      /** The first page's answer: a new one says the list started afresh (a retry, a reload). */
      firstPage: A;
    };

export interface PagedCallResult<M, A = unknown> {
  state: PagedState<M, A>;
  /** Asks for the next page (once, however often called meanwhile); rejects when it fails, the list staying as it was. */
  loadMore: () => Promise<void>;
  /** Asks for the first page again, the list starting afresh (a failed list's retry). */
  retry: () => void;
  /** Asks for the first page again, the list shown until the new one is ready (after a publish). */
  reload: () => void;
}

/** The next pages answered, for one first page (a retry or a reload starts again). */
interface NextPages<P, A> {
  after: CallState<A>;
  pages: { params: P; answer: A }[];
  /** What merges them (immer, loaded with the first of them). */
  merger: Produce;
}

export function usePagedCall<P, A, M>(definition: CallDefinition<P, A>, firstParams: P | null, paging: Paging<P, A, M>): PagedCallResult<M, A> {
  const cache = useCallCache();
  const { refreshSeeded } = paging;
  const { state: first } = useCall(definition, firstParams, refreshSeeded ? { refreshSeeded } : {});
  const [more, setMore] = useState<NextPages<P, A> | null>(null);
  const [loadingMore, setLoadingMore] = useState<CallState<A> | null>(null);
  const pages = more?.after === first ? more.pages : [];
  const latest = useRef({ definition, firstParams, paging, first, pages });
  useEffect(() => {
    latest.current = { definition, firstParams, paging, first, pages };
  });

  // Each next page is held in the cache while the list shows it: leaving, or a new first page, lets go (aborting one in flight).
  const held = useRef<(() => void)[]>([]);
  useEffect(() => () => {
    for (const release of held.current.splice(0)) release();
  }, [first]);

  const merged = useMemo(
    () => (first.status === 'ready' ? { list: mergePages(paging, first.value, pages.map(({ answer }) => answer), more?.merger ?? null) } : null),
    // The merge rule is the caller's, the same for a list: the answers say when the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [first, pages],
  );
  const nextParams = first.status === 'ready' && firstParams !== null ? nextAfter(paging, first.value, firstParams, pages) : null;

  const inFlight = useRef<Promise<void> | null>(null);
  const loadMore = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    const { definition: call, firstParams: start, paging: rule, first: from, pages: shown } = latest.current;
    if (from.status !== 'ready' || start === null) return Promise.resolve();
    const params = nextAfter(rule, from.value, start, shown);
    if (params === null) return Promise.resolve();
    held.current.push(cache.subscribe(callKey(call, params), () => {}));
    setLoadingMore(from);
    // A page that failed before is asked again; immer comes beside it.
    const settled = () => {
      inFlight.current = null;
      setLoadingMore(null);
    };
    const asked = Promise.all([cache.load(call, params, { again: cache.state(call, params).status === 'failed' }), loadPageMerger()]).then(([state, merger]) => {
      settled();
      // A list started afresh meanwhile (a reload) let go of this page: nothing to show, nothing failed.
      if (latest.current.first !== from) return;
      if (state.status === 'failed') throw state.error;
      if (state.status !== 'ready') return;
      setMore((previous) => ({ after: from, pages: [...(previous?.after === from ? previous.pages : []), { params, answer: state.value }], merger }));
    }, (error: unknown) => {
      // immer's chunk did not come (a dropped connection): the list offers its retry, which loads it again (loadOnce forgets a failure).
      settled();
      throw error;
    });
    inFlight.current = asked;
    return asked;
  }, [cache]);

  const askFirst = useCallback(
    (keepShown: boolean) => {
      const { definition: call, firstParams: start } = latest.current;
      if (start !== null) void cache.load(call, start, { again: true, keepShown });
    },
    [cache],
  );
  const retry = useCallback(() => askFirst(false), [askFirst]);
  const reload = useCallback(() => askFirst(true), [askFirst]);

  const state: PagedState<M, A> =
    first.status !== 'ready' ? first : merged === null ? { status: 'loading' } : { status: 'ready', list: merged.list, end: nextParams === null, loadingMore: loadingMore === first, seeded: first.seeded, firstPage: first.value };
  return { state, loadMore, retry, reload };
}

/** The parameters of the page after the last one answered. */
function nextAfter<P, A>(paging: Pick<Paging<P, A, unknown>, 'next'>, first: A, firstParams: P, pages: readonly { params: P; answer: A }[]): P | null {
  const last = pages.length > 0 ? pages[pages.length - 1]! : { params: firstParams, answer: first };
  return paging.next(last.answer, last.params);
}
