import type { CardPlugin, ItemEntry } from '../registry/types.ts';

/**
 * A panel that shows its items its own way (a carousel slide, a rail tile) swaps the dispatched card
 * for its presentation card and still renders through `renderEntry`: the item keeps its boundary,
 * its Suspense and the page's `onOpen`. Presentation cards are made with defineCard but never
 * registered (they live outside *.plugin.ts files).
 */
export function withCard(entry: ItemEntry, card: CardPlugin, keep: (entry: ItemEntry & { status: 'ok' }) => boolean = () => false): ItemEntry {
  if (entry.status !== 'ok' || keep(entry)) return entry;
  return { ...entry, card };
}

/** The entries a reader can see (dropped ones only appear in preview, through renderEntry). */
export const okEntries = (entries: readonly ItemEntry[]): (ItemEntry & { status: 'ok' })[] =>
  entries.filter((e): e is ItemEntry & { status: 'ok' } => e.status === 'ok');
