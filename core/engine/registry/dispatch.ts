import { ANY, cardSlot, type RegistryIndex } from './registry.ts';
import type { CardPlugin, Dispatch, OpenerPlugin, PanelPlugin, PlayerPlugin } from './types.ts';

/** Pure decide-functions over data: an unknown key is "unsupported", never an exception. */

export function decidePanel(index: RegistryIndex, typeCode: string | null | undefined): Dispatch<PanelPlugin> {
  const plugin = typeCode ? index.panels.get(typeCode) : undefined;
  return plugin ? { kind: 'matched', plugin } : { kind: 'unsupported', key: `panel:${typeCode ?? '(none)'}` };
}

/** Most specific first: type and listStyle, then type alone, then listStyle alone, then anything. */
export function decideCard(
  index: RegistryIndex,
  type: string | null | undefined,
  listStyle: number | null | undefined,
): Dispatch<CardPlugin> {
  const t = type ?? ANY;
  const s = listStyle ?? null;
  const slots = [cardSlot(t, s), cardSlot(t, ANY), cardSlot(ANY, s), cardSlot(ANY, ANY)];
  for (const slot of slots) {
    const plugin = index.cards.get(slot);
    if (plugin) return { kind: 'matched', plugin };
  }
  return { kind: 'unsupported', key: `card:${t}:${s ?? 'unset'}` };
}

export function decideOpener(index: RegistryIndex, type: string | null | undefined): Dispatch<OpenerPlugin> {
  const plugin = (type ? index.openers.get(type) : undefined) ?? index.openers.get(ANY);
  return plugin ? { kind: 'matched', plugin } : { kind: 'unsupported', key: `opener:${type ?? '(none)'}` };
}

export function decidePlayer(index: RegistryIndex, media: string | null | undefined): Dispatch<PlayerPlugin> {
  const plugin = media ? index.players.get(media) : undefined;
  return plugin ? { kind: 'matched', plugin } : { kind: 'unsupported', key: `player:${media ?? '(none)'}` };
}
