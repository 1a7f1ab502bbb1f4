import { isSchemaId } from '../schema/schema-ids.ts';
import type { CardPlugin, OpenerPlugin, PanelPlugin, PlayerPlugin, Plugin } from './types.ts';

/** Wildcard in the match indexes. */
export const ANY = '*';
/** Index value of an item whose listStyle is unset. */
export const UNSET = 'unset';

/** The lookup tables dispatch reads: plain data, so the decide-functions stay pure. */
export interface RegistryIndex {
  readonly panels: ReadonlyMap<string, PanelPlugin>;
  /** Keyed by `${type}|${listStyle}` with "*" and "unset" as described above. */
  readonly cards: ReadonlyMap<string, CardPlugin>;
  readonly openers: ReadonlyMap<string, OpenerPlugin>;
  readonly players: ReadonlyMap<string, PlayerPlugin>;
}

export interface Registry {
  readonly index: RegistryIndex;
  /** Adds plugins; a key registered twice throws, naming both plugins. */
  register(...plugins: Plugin[]): Registry;
  all(): readonly Plugin[];
}

export class DuplicatePluginError extends Error {
  constructor(slot: string, existing: string, incoming: string) {
    super(`registry slot "${slot}" is taken by ${existing}; ${incoming} cannot register it again`);
    this.name = 'DuplicatePluginError';
  }
}

export const cardSlot = (type: string, listStyle: number | string | null): string =>
  `${type}|${listStyle ?? UNSET}`;

function claim<P extends Plugin>(map: Map<string, P>, slot: string, plugin: P): void {
  const existing = map.get(slot);
  if (existing) throw new DuplicatePluginError(slot, existing.key, plugin.key);
  map.set(slot, plugin);
}

/** A registry is an instance (handed down through context), never a module global. */
export function createRegistry(): Registry {
  const panels = new Map<string, PanelPlugin>();
  const cards = new Map<string, CardPlugin>();
  const openers = new Map<string, OpenerPlugin>();
  const players = new Map<string, PlayerPlugin>();
  const plugins: Plugin[] = [];

  function add(plugin: Plugin): void {
    if (!isSchemaId(plugin.schema)) throw new Error(`${plugin.key} names unknown schema "${plugin.schema}"`);
    switch (plugin.kind) {
      case 'panel':
        claim(panels, plugin.typeCode, plugin);
        break;
      case 'card': {
        const types = plugin.match.types === ANY ? [ANY] : plugin.match.types;
        const styles = plugin.match.listStyles === ANY ? [ANY] : plugin.match.listStyles;
        for (const type of types) for (const style of styles) claim(cards, cardSlot(type, style), plugin);
        break;
      }
      case 'opener':
        for (const type of plugin.types === ANY ? [ANY] : plugin.types) claim(openers, type, plugin);
        break;
      case 'player':
        claim(players, plugin.media, plugin);
        break;
    }
    plugins.push(plugin);
  }

  const registry: Registry = {
    index: { panels, cards, openers, players },
    register(...incoming) {
      incoming.forEach(add);
      return registry;
    },
    all: () => plugins,
  };
  return registry;
}
