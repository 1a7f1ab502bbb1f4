import { ANY, cardSlot, type RegistryIndex } from './registry.ts';
import type { CardPlugin } from './types.ts';

/** Which of a card's slots took an item (decideCard's order): type and listStyle, type, listStyle, anything. */
export type CardMatchKind = 'exact' | 'type' | 'listStyle' | 'any';

/** Why an item got its card: the slot that matched, most specific first (null when none did). */
export function explainCardMatch(index: RegistryIndex, type: string | null | undefined, listStyle: number | null | undefined): { kind: CardMatchKind; plugin: CardPlugin } | null {
  const t = type ?? ANY;
  const s = listStyle ?? null;
  const slots: [CardMatchKind, string][] = [
    ['exact', cardSlot(t, s)],
    ['type', cardSlot(t, ANY)],
    ['listStyle', cardSlot(ANY, s)],
    ['any', cardSlot(ANY, ANY)],
  ];
  for (const [kind, slot] of slots) {
    const plugin = index.cards.get(slot);
    if (plugin) return { kind, plugin };
  }
  return null;
}
