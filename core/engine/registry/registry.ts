import { RetryableFailure } from '../retryable.ts';
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
  /**
   * Settles once the plugins that join later (`createRegistry(later)`: a chunk of their own) are
   * registered; at once when there are none. The first ask loads them; a failed load stays failed (a
   * RetryableFailure: what waited shows its failure) until a retry says so (its `again`). Once
   * settled, React's `use` reads it without suspending (core/engine/render/use-registry.ts).
   */
  complete(): Promise<void>;
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

/** Marks a settled promise as React's `use` reads one (its status, as React's own thenables). */
const markFulfilled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled', value: undefined });

/**
 * A registry is an instance (handed down through context), never a module global. `later` brings
 * plugins that join when first asked for (`complete()`): the page's rendering plugins, kept out of
 * its first scripts (src/engine.ts).
 */
export function createRegistry(later?: () => Promise<readonly Plugin[]>): Registry {
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

  let completion: Promise<void> | null = later ? null : markFulfilled(Promise.resolve());
  const registry: Registry = {
    index: { panels, cards, openers, players },
    register(...incoming) {
      incoming.forEach(add);
      return registry;
    },
    all: () => plugins,
    complete() {
      if (completion) return completion;
      const joining: Promise<void> = later!().then(
        (joined) => void joined.forEach(add),
        (cause: unknown) => {
          throw new RetryableFailure('the plugins that join later did not load', () => void (completion === joining && (completion = null)), { cause });
        },
      );
      completion = joining;
      joining.then(() => void markFulfilled(joining), () => undefined);
      return joining;
    },
  };
  return registry;
}
