import { useCallback, useEffect, useState } from 'react';
import type { PanelEntry } from '../../core/feed/composite.ts';
import { request } from '../../core/http/request.ts';
import type { Engine } from '../../core/render/engine.tsx';

/** Spec 2 §9: feed page size. */
export const FEED_PAGE_SIZE = 20;
export const COMPOSITE_PATH = '/api/cms/client/category/getCategoryCompositeData';

export type FeedState =
  | { status: 'loading' }
  | { status: 'ready'; panels: PanelEntry[] }
  | { status: 'failed'; error: unknown };

type Outcome = { attempt: number } & ({ status: 'ready'; panels: PanelEntry[] } | { status: 'failed'; error: unknown });

/** Starts every chunk a resolved feed needs at once, instead of one waterfall per card. */
function preloadPlugins(panels: readonly PanelEntry[]): void {
  for (const entry of panels) {
    if (entry.status !== 'ok') continue;
    void entry.plugin.load();
    for (const item of entry.items) if (item.status === 'ok') void item.card.load();
  }
}

/** Loads a category's panels and resolves them through the registry (fetch → validate → dispatch). */
export function useCompositeFeed(engine: Engine, categoryCode: string): { state: FeedState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // The validators load beside the request, not before first paint: they stay out of the initial bundle.
    const resolver = import('../../core/feed/composite.ts');
    request(COMPOSITE_PATH, {
      params: {
        categoryCode,
        pageSize: FEED_PAGE_SIZE,
        hasAdvert: 1,
        refreshType: attempt === 0 ? 'open' : 'refresh',
        ssid: localStorage.getItem('cs_deviceId') ?? '',
      },
      signal: controller.signal,
    })
      .then(async (answer) => {
        const { resolveComposite } = await resolver;
        const panels = resolveComposite(engine.registry.index, answer, engine.bus);
        preloadPlugins(panels);
        if (!controller.signal.aborted) setOutcome({ attempt, status: 'ready', panels });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ attempt, status: 'failed', error });
      });
    return () => controller.abort();
  }, [engine, categoryCode, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: FeedState = !outcome || outcome.attempt !== attempt ? { status: 'loading' } : outcome;
  return { state, reload };
}
