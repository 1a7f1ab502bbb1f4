import { resolveItem } from '../../engine/render/composite.ts';
import type { EngineBus } from '../../engine/events.ts';
import type { RegistryIndex } from '../../engine/registry/registry.ts';
import type { ItemEntry } from '../../engine/registry/types.ts';

/*
 * Apart from the lists' panels (search-panel.ts): resolving validates, so it comes with the resolver
 * and the validators, when a list has records to resolve (src/lists/record-resolver.ts), not with a
 * page whose lists came resolved in its seed.
 */

/** Records of a new page as item entries; ids already shown are left out (a page may overlap the last). */
export function resolveRecords(index: RegistryIndex, panelId: string, records: readonly unknown[], shown: ReadonlySet<string>, bus?: EngineBus): ItemEntry[] {
  const entries: ItemEntry[] = [];
  for (const record of records) {
    const entry = resolveItem(index, record, panelId, bus);
    if (entry.status === 'ok' && shown.has(entry.item.id)) continue;
    entries.push(entry);
  }
  return entries;
}
