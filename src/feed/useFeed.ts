import { startTransition, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ItemEntry, PanelEntry } from '../../core/engine/render/composite.ts';
import { feedFailureNotice } from '../../core/domain/feed/feed-failure.ts';
import { NEWER_CHECK_AFTER_HIDDEN_MS } from '../../core/domain/feed/newer-answer.ts';
import { afterLoadAndIdle } from '../../core/engine/env/page-idle.ts';
import { appendToLastPanel, lastPanelContentCount, loadMoreCursor, noMoreAfterFirstLoad, noMoreAfterLoadMore } from '../../core/domain/feed/paging.ts';
import type { MessageKey } from '../../core/engine/i18n/i18n.ts';
import type { Engine } from '../../core/engine/render/engine.tsx';
import { useCall, useCallCache } from '../../core/engine/render/use-call.ts';
import { COMPOSITE_PATH } from './feed-params.ts';
import { deviceId, loadFeedPlugins, loadFeedResolver, prefetchFeed } from './feed-loading.ts';
import { readerFeedCall, readerMoreCall, type ReaderFeedParams } from './reader-feed-calls.ts';
import { useFeedSeed } from './feed-seed.ts';
import { useFeedCursor } from './useFeedCursor.ts';
import type { FeedContinuationCursor } from '../../core/domain/feed/feed-cursor.ts';

export { COMPOSITE_PATH };
export { loadFeedPlugins, loadFeedResolver, prefetchFeed };

export type FeedState =
  | { status: 'loading' }
  | { status: 'ready'; panels: PanelEntry[]; hasMore: boolean }
  | { status: 'failed'; error: unknown };

export interface Feed {
  state: FeedState;
  /** Pull-to-refresh: page 1 again (refreshType refresh); the panels stay on screen meanwhile. */
  refresh: () => Promise<void>;
  /** The next page of the last panel through the cursor; rejects on failure. */
  loadMore: () => Promise<void>;
  /** After a failed first load: try again from the start. */
  retry: () => void;
  /** A newer answer than the one shown exists (spec 1 §9 'new updates, pull down to refresh'); a refresh shows it. */
  newer: boolean;
  categoryCode: string;
  loadMorePageSize?: number;
  /**
   * Where the later page of this feed the address shows starts (its `after=`, issue 32), or null: the
   * feed then asks for nothing and its view shows that page instead (src/feed/FeedContinuation.tsx).
   */
  continuation: FeedContinuationCursor | null;
}

/** Spec 2 §8: a feed failure ends the refresh or load-more in its failed state, with its toast. */
function failWithToast(engine: Engine, fallback: MessageKey, error: unknown): never {
  engine.services.notices.show(feedFailureNotice(error, fallback));
  throw error;
}

/** The panels shown, of which category, and whether its last panel has more. */
interface Shown {
  categoryCode: string;
  panels: PanelEntry[];
  hasMore: boolean;
}

const shownOf = (categoryCode: string, panels: PanelEntry[]): Shown => ({ categoryCode, panels, hasMore: !noMoreAfterFirstLoad(lastPanelContentCount(panels)) });

/** A feed answer's panels, once their code is here: a placeholder swapped for a taller panel moves the page (layout shift). */
async function panelsOf(engine: Engine, answer: unknown): Promise<PanelEntry[]> {
  const panels = (await loadFeedResolver()).resolveComposite(engine.registry.index, answer, engine.bus);
  // A chunk that fails to load is left to the panel's own boundary.
  await loadFeedPlugins(panels).catch(() => undefined);
  return panels;
}

export interface FeedOptions {
  /** The page size of a load-more (default the feed's 20; the life home's more panel content asks for 10). */
  loadMorePageSize?: number;
  /** How long the page must have been hidden before coming back asks for a newer answer (tests shorten it). */
  newerCheckAfterHiddenMs?: number;
}

/**
 * A category's feed (spec 2 §2, §4, §9): its first page a call of the page's call cache (the server's
 * seed when it rendered the feed), resolved into panels; then refresh, load-more and the newer check,
 * each a call of the same cache.
 */
export function useFeed(engine: Engine, categoryCode: string, { loadMorePageSize, newerCheckAfterHiddenMs = NEWER_CHECK_AFTER_HIDDEN_MS }: FeedOptions = {}): Feed {
  // The rendering plugins join the page's registry with its feed on the home (src/engine.ts).
  use(engine.registry.complete());
  const cache = useCallCache();
  const continuation = useFeedCursor(categoryCode);
  const continuing = continuation !== null;
  const seed = useFeedSeed(categoryCode, continuing);
  // The first load opens the feed; a retry after a failure asks afresh (refreshType refresh).
  const [attempt, setAttempt] = useState(0);
  const params = useCallback(
    (refreshType: ReaderFeedParams['refreshType']): ReaderFeedParams => ({ categoryCode, refreshType, preview: engine.preview, deviceId: deviceId() }),
    [categoryCode, engine.preview],
  );
  const firstParams = useMemo(() => (seed || continuing ? null : params(attempt === 0 ? 'open' : 'refresh')), [seed, continuing, params, attempt]);
  const { state: first } = useCall(readerFeedCall, firstParams);

  const [shown, setShown] = useState<Shown | null>(() => (seed ? shownOf(categoryCode, [...seed]) : null));
  const [resolveFailure, setResolveFailure] = useState<{ answer: unknown; error: unknown } | null>(null);
  const [newer, setNewer] = useState(false);
  const panelsRef = useRef<PanelEntry[]>(shown?.panels ?? []);
  const show = useCallback(
    (panels: PanelEntry[]) => {
      panelsRef.current = panels;
      setNewer(false);
      // A transition renders the feed in small slices, so a long first render never blocks input.
      startTransition(() => setShown(shownOf(categoryCode, panels)));
    },
    [categoryCode],
  );

  // The first page's answer, resolved once: a list shown again after it was hidden (a kept page or tab,
  // issue 28) keeps its panels.
  const answer = first.status === 'ready' ? first.value : null;
  const resolvedFrom = useRef<unknown>(null);
  useEffect(() => {
    if (answer === null || resolvedFrom.current === answer) return undefined;
    let left = false;
    panelsOf(engine, answer).then(
      (panels) => {
        if (left) return;
        resolvedFrom.current = answer;
        show(panels);
      },
      (error: unknown) => !left && setResolveFailure({ answer, error }),
    );
    return () => {
      left = true;
    };
  }, [engine, answer, show]);

  // A category of its own seed shows it (a tab switched back to the page's first one).
  const current = useMemo(() => (shown?.categoryCode === categoryCode || !seed ? shown : shownOf(categoryCode, [...seed])), [shown, seed, categoryCode]);
  const state: FeedState = useMemo(() => {
    if (firstParams !== null && first.status === 'failed') return { status: 'failed', error: first.error };
    if (resolveFailure && resolveFailure.answer === answer) return { status: 'failed', error: resolveFailure.error };
    return current ? { status: 'ready', panels: current.panels, hasMore: current.hasMore } : { status: 'loading' };
  }, [first, firstParams, resolveFailure, answer, current]);
  useEffect(() => {
    panelsRef.current = current?.panels ?? [];
  }, [current]);

  const ready = state.status === 'ready';
  // Back in view after a while: ask quietly whether the CMS has newer items than those shown. The
  // watch needs no code before the page is ready: it loads after the page's load and an idle moment.
  useEffect(() => {
    if (!ready) return undefined;
    let stop = () => {};
    let left = false;
    const cancel = afterLoadAndIdle(() => {
      void import('./newer-check.ts').then(({ watchForNewer }) => {
        if (left) return;
        stop = watchForNewer({
          ask: async (signal) => panelsOf(engine, await cache.once(readerFeedCall, params('open'), signal)),
          shown: () => panelsRef.current,
          onNewer: () => setNewer(true),
          afterHiddenMs: newerCheckAfterHiddenMs,
        });
      });
    });
    return () => {
      left = true;
      cancel();
      stop();
    };
  }, [ready, engine, cache, params, newerCheckAfterHiddenMs]);

  const refresh = useCallback(async () => {
    try {
      show(await panelsOf(engine, await cache.once(readerFeedCall, params('refresh'))));
    } catch (error) {
      failWithToast(engine, 'feed.refreshFailure', error);
    }
  }, [engine, cache, params, show]);

  const loadMore = useCallback(async () => {
    const cursor = loadMoreCursor(panelsRef.current);
    if (!cursor) {
      setShown((s) => (s ? { ...s, hasMore: false } : s));
      return;
    }
    try {
      const [data, { resolveItem }] = await Promise.all([
        cache.once(readerMoreCall, { cursor, ...(loadMorePageSize ? { pageSize: loadMorePageSize } : {}), preview: engine.preview, deviceId: deviceId() }),
        loadFeedResolver(),
      ]);
      const loaded: ItemEntry[] = data.map((raw) => resolveItem(engine.registry.index, raw, cursor.panelId, engine.bus));
      for (const entry of loaded) if (entry.status === 'ok') void entry.card.load();
      const panels = appendToLastPanel(panelsRef.current, loaded);
      panelsRef.current = panels;
      setShown({ categoryCode, panels, hasMore: !noMoreAfterLoadMore(data.length) });
    } catch (error) {
      failWithToast(engine, 'feed.loadFailure', error);
    }
  }, [engine, cache, categoryCode, loadMorePageSize]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, refresh, loadMore, retry, newer, categoryCode, continuation, ...(loadMorePageSize ? { loadMorePageSize } : {}) };
}
