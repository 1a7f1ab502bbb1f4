import type { KeyValueStorage } from '../../core/platform/session/store.ts';

/** A Map-backed stand-in for local storage, with the map open for assertions. */
export function mapStorage(entries: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const values = new Map(Object.entries(entries));
  return {
    entries: values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
