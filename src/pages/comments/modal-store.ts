import { useEffect, useId, useSyncExternalStore } from 'react';

/** A tiny external store (useSyncExternalStore) for what a modal shows. */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

const hosts = createStore<readonly string[]>([]);

/**
 * Several components may each mount a modal host (the hot comments, a page of its own): only the first
 * one mounted shows the modal, so it never shows twice.
 */
export function useIsFirstHost(): boolean {
  const id = useId();
  useEffect(() => {
    hosts.set([...hosts.get(), id]);
    return () => hosts.set(hosts.get().filter((other) => other !== id));
  }, [id]);
  return useStore(hosts)[0] === id;
}
