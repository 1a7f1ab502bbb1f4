import { use, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { afterLoadAndIdle } from '../../core/engine/env/page-idle.ts';
import type { ItemEntry } from '../../core/engine/registry/types.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { freezeItems, thawItems } from '../../core/engine/render/frozen-panels.ts';
import { useCallCache } from '../../core/engine/render/use-call.ts';
import { useRegistry } from '../../core/engine/render/use-registry.ts';
import { loadedRecordResolver, loadRecordResolver } from './record-resolver.ts';

/** What a list's items are noted under in the seed: its call's key and its panel id. */
export const resolutionKey = (callKey: string, panelId: string): string => `${callKey}\u0000${panelId}`;

/** One list's records as its call gave them. */
export interface ListRecords {
  /** The call's key (core/engine/http/call.ts callKey); null: no call. */
  callKey: string | null;
  /** The list's panel id, which its cards report. */
  panelId: string;
  /** The answer's records; null while there are none (loading, failed). */
  records: readonly unknown[] | null;
  /** Whether they are the server's seed (the answer the page was rendered from). */
  seeded: boolean;
  /** Whether the call is on its way: the resolver loads meanwhile, beside the request. */
  loading: boolean;
}

/** A list's item entries (null while they are not there yet), and whether the resolver's code could not come. */
export interface ResolvedList {
  entries: ItemEntry[] | null;
  failed: boolean;
  /** Loads the resolver again after it failed (the connection is back). */
  retry: () => void;
}

/**
 * A call's records as one list's item entries (a topic's news, the related videos). For the answer
 * the server rendered the page from, they are thawed as the server resolved them, so a
 * server-rendered list hydrates without the resolver and the readers' validators (12.4 KB gz before
 * ready); anything else (a later answer, a seed this build cannot thaw) is resolved here once the
 * two have loaded (useRecordResolver). On the server, what the render resolves is noted for the seed.
 */
export function useResolvedRecords({ callKey, panelId, records, seeded, loading }: ListRecords): ResolvedList {
  const { bus } = useEngine();
  const registry = useRegistry();
  const cache = useCallCache();
  const key = callKey === null ? null : resolutionKey(callKey, panelId);
  const thawed = useMemo(() => (records && seeded && key ? thawItems(registry.index, cache.seededResolution(key)) : null), [records, seeded, key, registry, cache]);
  // Beside a call on its way; for a thawed list once the page is loaded and idle, so that its next page
  // or a later answer (a signed-in reader's own results) does not wait for it.
  useEffect(() => {
    if (loading) void loadRecordResolver().catch(() => undefined);
    else if (thawed) return afterLoadAndIdle(() => void loadRecordResolver().catch(() => undefined));
    return undefined;
  }, [loading, thawed]);
  const { resolver, failed, retry } = useRecordResolver(records !== null && thawed === null, seeded);
  const entries = useMemo(() => {
    if (thawed || !records || !resolver) return thawed;
    const resolved = resolver.resolveRecords(registry.index, panelId, records, new Set(), bus);
    if (key && cache.recording) cache.noteResolved(key, freezeItems(resolved));
    return resolved;
  }, [thawed, records, resolver, registry, panelId, bus, cache, key]);
  return { entries, failed, retry };
}

/**
 * The resolver for records that need it. A list already on screen whose records arrive before the
 * resolver does shows its placeholder meanwhile (null): suspending there hid the whole page, the
 * video's title and player included, until the chunk came (CI: 300–500 ms on a busy machine). When
 * its code cannot come (offline, a file unreachable) the list says so with a retry, and the page
 * stays. The server's render and the seed's hydration suspend instead: the server waits for the
 * list, and the server's HTML stays while the page hydrates.
 */
function useRecordResolver(needed: boolean, seeded: boolean) {
  const { bus } = useEngine();
  const loaded = loadedRecordResolver();
  const suspend = needed && !loaded && (seeded || typeof window === 'undefined');
  const [failed, setFailed] = useState(false);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!needed || loaded || suspend || failed) return undefined;
    let live = true;
    loadRecordResolver().then(
      () => live && arrived(),
      (error: unknown) => {
        if (!live) return;
        bus.emit('page:error', { where: 'record-resolver', error });
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, loaded, suspend, failed, bus]);
  const retry = useCallback(() => setFailed(false), []);
  const resolver = !needed ? null : (loaded ?? (suspend ? use(loadRecordResolver()) : null));
  return { resolver, failed: needed && !loaded && failed, retry };
}
