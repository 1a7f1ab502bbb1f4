import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { tellNotOpened, useEngine } from '../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';

/**
 * A page's `onOpen` for the items it shows: announces the tap (with the page as its source) and
 * hands the item to the open rules, loaded on the first tap (src/open/page-open.ts).
 */
export function useOpenItem(source: string): (item: ContentItem, panelId: string | null) => void {
  const engine = useEngine();
  const [, navigate] = useLocation();
  return useCallback(
    (item: ContentItem, panelId: string | null) => {
      engine.bus.emit('open:requested', { itemId: item.id, type: item.type ?? '', source });
      // Whatever fails, the code's load or the opening itself, the reader hears it: no dead tap.
      void import('./page-open.ts')
        .then((m) => m.openFromPage(engine, item, panelId, m.routeOrLoad(navigate)))
        .catch((error: unknown) => tellNotOpened(engine, item.id, error));
    },
    [engine, navigate, source],
  );
}
