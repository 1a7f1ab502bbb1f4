import type { PanelEntry } from '../../engine/render/composite.ts';
import { decidePanel } from '../../engine/registry/dispatch.ts';
import type { RegistryIndex } from '../../engine/registry/registry.ts';
import type { ItemEntry } from '../../engine/registry/types.ts';

/**
 * Search results render like a feed: each list is a panel the page makes (a typeCode the registry
 * knows, a name), its records items resolved and dispatched to card plugins one by one.
 */
export interface SearchPanelSpec {
  id: string;
  typeCode: string;
  name: string;
}

/** The panel of a list, or a dropped one when no plugin renders its typeCode (preview shows why). */
export function searchPanelEntry(index: RegistryIndex, spec: SearchPanelSpec, items: ItemEntry[]): PanelEntry {
  const plugin = decidePanel(index, spec.typeCode);
  if (plugin.kind === 'unsupported') {
    return { status: 'dropped', panelId: spec.id, typeCode: spec.typeCode, reason: 'unsupported', errors: [`no panel plugin for typeCode "${spec.typeCode}"`], raw: spec };
  }
  return { status: 'ok', panel: { id: spec.id, typeCode: spec.typeCode, name: spec.name, contents: [] }, plugin: plugin.plugin, items, warnings: [] };
}

/** Ids of the entries shown (to leave out repeats on the next page). */
export function shownIds(entries: readonly ItemEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.status === 'ok' ? [entry.item.id] : [])));
}
