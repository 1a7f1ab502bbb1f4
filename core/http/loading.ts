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

export function createLoadingCounter(): LoadingCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
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
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's counter: requests made with `loading: true` count here; LoadingIndicator shows it. */
export const pageLoading: LoadingCounter = createLoadingCounter();
