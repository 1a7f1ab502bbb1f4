import { useEffect, useMemo, useState } from 'react';
import type { ItemEntry } from '../registry/types.ts';
import { useEngine } from './engine.tsx';

/** Ids of this panel's items a reader removed (bus event 'item:removed', e.g. an advert 'not interested'). */
export function useRemovedItems(panelId: string): ReadonlySet<string> {
  const { bus } = useEngine();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const onRemoved = (event: { panelId: string; itemId: string }) => {
      if (event.panelId === panelId) setRemoved((before) => new Set(before).add(event.itemId));
    };
    bus.on('item:removed', onRemoved);
    return () => bus.off('item:removed', onRemoved);
  }, [bus, panelId]);
  return removed;
}

/** The panel's entries without the ones its reader removed. */
export function useVisibleEntries(panelId: string, entries: readonly ItemEntry[]): readonly ItemEntry[] {
  const removed = useRemovedItems(panelId);
  return useMemo(
    () => (removed.size === 0 ? entries : entries.filter((e) => e.status !== 'ok' || !removed.has(e.item.id))),
    [entries, removed],
  );
}
