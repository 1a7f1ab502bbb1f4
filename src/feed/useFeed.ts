import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import type { ItemEntry, PanelEntry } from '../../core/engine/render/composite.ts';
import { feedFailureNotice } from '../../core/domain/feed/feed-failure.ts';
import { NEWER_CHECK_AFTER_HIDDEN_MS } from '../../core/domain/feed/newer-answer.ts';
import { afterLoadAndIdle } from '../../core/engine/env/page-idle.ts';
import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { appendToLastPanel, buildLoadMoreQuery, lastPanelContentCount, LOAD_MORE_PATH, loadMoreCursor, noMoreAfterFirstLoad, noMoreAfterLoadMore } from '../../core/domain/feed/paging.ts';
import type { MessageKey } from '../../core/engine/i18n/i18n.ts';
import type { Engine } from '../../core/engine/render/engine.tsx';
import { COMPOSITE_PATH, previewParam } from './feed-params.ts';
import { deviceId as ssid, loadFeedPlugins, loadFeedResolver, prefetchFeed, readerFeedParams as compositeParams, takePrefetched } from './feed-loading.ts';
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

const readyState = (panels: PanelEntry[]): FeedState => ({
  status: 'ready',
  panels,
  hasMore: !noMoreAfterFirstLoad(lastPanelContentCount(panels)),
});

export interface FeedOptions {
  /** The page size of a load-more (default the feed's 20; the life home's more panel content asks for 10). */
  loadMorePageSize?: number;
  /** How long the page must have been hidden before coming back asks for a newer answer (tests shorten it). */
  newerCheckAfterHiddenMs?: number;
}

/** A category's feed: fetch → validate → dispatch, then refresh and load-more (spec 2 §2, §4, §9). */
export function useFeed(engine: Engine, categoryCode: string, { loadMorePageSize, newerCheckAfterHiddenMs = NEWER_CHECK_AFTER_HIDDEN_MS }: FeedOptions = {}): Feed {
  const continuation = useFeedCursor(categoryCode);
  const continuing = continuation !== null;
  const seed = useFeedSeed(categoryCode, continuing);
  const [state, setState] = useState<FeedState>(() => (seed ? readyState([...seed]) : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const panelsRef = useRef<PanelEntry[]>(seed ? [...seed] : []);
  // The list shown (category and attempt): a seeded first page (rendered by the server) is not asked
  // for again, nor is a list shown again after it was hidden (a kept page or tab, issue 28).
  const shownList = useRef(seed ? `${categoryCode}#0` : '');

  const fetchPanels = useCallback(
    async (refreshType: 'open' | 'refresh', signal?: AbortSignal): Promise<PanelEntry[]> => {
      const resolver = loadFeedResolver();
      const early = refreshType === 'open' ? takePrefetched(categoryCode) : undefined;
      const answer = await (early ?? engine.services.request(COMPOSITE_PATH, { params: compositeParams(categoryCode, refreshType, engine.preview), signal, notify: false }));
      const panels = (await resolver).resolveComposite(engine.registry.index, answer, engine.bus);
      // The panels show once their code is here: a placeholder swapped for a taller panel moves the
      // page (layout shift). A chunk that fails to load is left to the panel's own boundary.
      await loadFeedPlugins(panels).catch(() => undefined);
      return panels;
    },
    [engine, categoryCode],
  );

  const [newer, setNewer] = useState(false);
  const show = useCallback((panels: PanelEntry[]) => {
    panelsRef.current = panels;
    setNewer(false);
    // A transition renders the feed in small slices, so a long first render never blocks input.
    startTransition(() => setState(readyState(panels)));
  }, []);

  useEffect(() => {
    const list = `${categoryCode}#${attempt}`;
    if (shownList.current === list || continuing) return undefined;
    const controller = new AbortController();
    // The first load opens the feed; a retry after a failure asks afresh.
    fetchPanels(attempt === 0 ? 'open' : 'refresh', controller.signal).then(
      (panels) => {
        if (controller.signal.aborted) return;
        shownList.current = list;
        show(panels);
      },
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [fetchPanels, show, attempt, categoryCode, continuing]);

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
        stop = watchForNewer({ ask: (signal) => fetchPanels('open', signal), shown: () => panelsRef.current, onNewer: () => setNewer(true), afterHiddenMs: newerCheckAfterHiddenMs });
      });
    });
    return () => {
      left = true;
      cancel();
      stop();
    };
  }, [ready, fetchPanels, newerCheckAfterHiddenMs]);

  const refresh = useCallback(async () => {
    try {
      show(await fetchPanels('refresh'));
    } catch (error) {
      failWithToast(engine, 'feed.refreshFailure', error);
    }
  }, [engine, fetchPanels, show]);

  const loadMore = useCallback(async () => {
    const cursor = loadMoreCursor(panelsRef.current);
    if (!cursor) {
      setState((s) => (s.status === 'ready' ? { ...s, hasMore: false } : s));
      return;
    }
    try {
      const [answer, { resolveItem }] = await Promise.all([
        engine.services.request(LOAD_MORE_PATH, { params: { ...buildLoadMoreQuery(cursor, { hasAdvert: true, ssid: ssid(), pageSize: loadMorePageSize }), ...previewParam(engine.preview) }, notify: false }),
        loadFeedResolver(),
      ]);
      const { code, data } = answer as { code?: unknown; data?: unknown };
      if (!isSuccessCode(code)) throw CmsAnswerError.of(answer);
      if (!Array.isArray(data)) throw new Error('load-more answered no list');
      const loaded: ItemEntry[] = data.map((raw) => resolveItem(engine.registry.index, raw, cursor.panelId, engine.bus));
      for (const entry of loaded) if (entry.status === 'ok') void entry.card.load();
      const panels = appendToLastPanel(panelsRef.current, loaded);
      panelsRef.current = panels;
      setState({ status: 'ready', panels, hasMore: !noMoreAfterLoadMore(data.length) });
    } catch (error) {
      failWithToast(engine, 'feed.loadFailure', error);
    }
  }, [engine, loadMorePageSize]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, refresh, loadMore, retry, newer, categoryCode, continuation, ...(loadMorePageSize ? { loadMorePageSize } : {}) };
}
