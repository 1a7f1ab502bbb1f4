import type { ContentItem, Panel } from '../../../schemas/generated/types.ts';
import type { RegistryIndex } from '../registry/registry.ts';
import type { CardPlugin, ItemEntry, PanelPlugin } from '../registry/types.ts';
import type { PanelEntry } from './composite.ts';
import { isRecord } from '../schema/json-guards.ts';

/**
 * A feed's panels as the server resolved them, in the page's seed: plain data, each plugin named by
 * its key. The page thaws them against its own registry and hydrates without the resolver or the
 * validators (core/engine/render/composite.ts), which then come with its first answer from the network.
 * What the server dropped stays dropped (its raw value left out: the server reported it).
 */
type FrozenItem = { status: 'ok'; item: ContentItem; card: string; warnings: string[] } | Omit<Extract<ItemEntry, { status: 'dropped' }>, 'raw'>;
export type FrozenPanelEntry =
  | { status: 'ok'; panel: Panel; plugin: string; items: FrozenItem[]; warnings: string[] }
  | Omit<Extract<PanelEntry, { status: 'dropped' }>, 'raw'>;

const freezeItem = (entry: ItemEntry): FrozenItem =>
  entry.status === 'ok'
    ? { status: 'ok', item: entry.item, card: entry.card.key, warnings: entry.warnings }
    : { status: 'dropped', itemId: entry.itemId, reason: entry.reason, errors: entry.errors };

/** A list's items as the server resolved them (a topic's news, the related videos), for the seed. */
export const freezeItems = (entries: readonly ItemEntry[]): FrozenItem[] => entries.map(freezeItem);

export const freezePanels = (entries: readonly PanelEntry[]): FrozenPanelEntry[] =>
  entries.map((entry) =>
    entry.status === 'ok'
      ? { status: 'ok', panel: entry.panel, plugin: entry.plugin.key, items: entry.items.map(freezeItem), warnings: entry.warnings }
      : { status: 'dropped', panelId: entry.panelId, typeCode: entry.typeCode, reason: entry.reason, errors: entry.errors },
  );

/** The fields the views rely on, as the server's validation left them. */
const hasStrings = (value: unknown, ...names: string[]): value is Record<string, unknown> => isRecord(value) && names.every((name) => typeof value[name] === 'string');
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((x) => typeof x === 'string');

/** Thaws one frozen item with this page's card plugins; null when it is not as the server writes it. */
function itemThawer(index: RegistryIndex): (value: unknown) => ItemEntry | null {
  const cards = new Map<string, CardPlugin>([...index.cards.values()].map((plugin) => [plugin.key, plugin]));
  return (value) => {
    if (!isRecord(value)) return null;
    if (value.status === 'dropped') return isStrings(value.errors) ? { ...(value as Omit<Extract<ItemEntry, { status: 'dropped' }>, 'raw'>), raw: null } : null;
    const card = typeof value.card === 'string' ? cards.get(value.card) : undefined;
    if (value.status !== 'ok' || !card || !hasStrings(value.item, 'id', 'title') || !isStrings(value.warnings)) return null;
    return { status: 'ok', item: value.item as unknown as ContentItem, card, warnings: value.warnings as string[] };
  };
}

/** A list's frozen items with this page's plugins, or null when any is not as the server writes it (the page then resolves the records itself). */
export function thawItems(index: RegistryIndex, frozen: unknown): ItemEntry[] | null {
  if (!Array.isArray(frozen)) return null;
  const items = frozen.map(itemThawer(index));
  return items.some((item) => item === null) ? null : (items as ItemEntry[]);
}

/**
 * The seed's panels with this page's plugins, or null when anything in them is not as the server
 * writes it (a plugin this build lacks, a changed shape): the page then resolves the answer itself.
 */
export function thawPanels(index: RegistryIndex, frozen: unknown): PanelEntry[] | null {
  if (!Array.isArray(frozen)) return null;
  const panels = new Map<string, PanelPlugin>([...index.panels.values()].map((plugin) => [plugin.key, plugin]));
  const thawItem = itemThawer(index);
  const thawed: PanelEntry[] = [];
  for (const value of frozen) {
    if (!isRecord(value)) return null;
    if (value.status === 'dropped' && isStrings(value.errors)) {
      thawed.push({ ...(value as Omit<Extract<PanelEntry, { status: 'dropped' }>, 'raw'>), raw: null });
      continue;
    }
    const plugin = typeof value.plugin === 'string' ? panels.get(value.plugin) : undefined;
    if (value.status !== 'ok' || !plugin || !hasStrings(value.panel, 'id', 'typeCode') || !Array.isArray(value.items) || !isStrings(value.warnings)) return null;
    const items = value.items.map(thawItem);
    if (items.some((item) => item === null)) return null;
    thawed.push({ status: 'ok', panel: value.panel as unknown as Panel, plugin, items: items as ItemEntry[], warnings: value.warnings });
  }
  return thawed;
}
