import { subscribeTo, type EngineBus } from '../events.ts';

declare module '../events.ts' {
  interface EngineEvents {
    /** The number of requests showing 'data loading...' changed. */
    'loading:changed': undefined;
  }
}

/**
 * Spec 1 §7: "An optional 'data loading...' indicator can be shown." A tiny observable counter of the
 * requests that asked for it; the UI shows the indicator while the count is above zero.
 */
export interface LoadingCounter {
  /** Counts one more request in flight; call the returned function once it settles (extra calls are ignored). */
  begin(): () => void;
  count(): number;
  /** For `useSyncExternalStore`: called on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Held per engine; a change is announced on its bus ('loading:changed'). */
export function createLoadingCounter(bus: EngineBus): LoadingCounter {
  let count = 0;
  const changed = () => bus.emit('loading:changed');
  return {
    begin() {
      count += 1;
      changed();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        count -= 1;
        changed();
      };
    },
    count: () => count,
    subscribe: subscribeTo(bus, 'loading:changed'),
  };
}
