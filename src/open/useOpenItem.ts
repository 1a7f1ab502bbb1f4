import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useEngine } from '../../core/render/engine.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';

/** A page's tap on an item: announced on the bus, then opened by the registry's open rules (loaded on the first tap). */
export function useOpenItem(source: string): (item: ContentItem, panelId: string | null) => void {
  const engine = useEngine();
  const [, navigate] = useLocation();
  return useCallback(
    (item: ContentItem, panelId: string | null) => {
      engine.bus.emit('open:requested', { itemId: item.id, type: item.type ?? '', source });
      void import('./page-open.ts').then((m) => m.openFromPage(engine, item, panelId, m.routeOrLoad(navigate)));
    },
    [engine, navigate, source],
  );
}
