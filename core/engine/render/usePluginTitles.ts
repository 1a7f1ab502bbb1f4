import { useSyncExternalStore } from 'react';
import type { TitlesByKey } from '../registry/plugin-titles.ts';

/**
 * The plugins' titles an editors' page installed (plugins/plugin-titles.ts, loaded with preview's
 * banner, the playground and the gallery). A placeholder may show before they arrive: it shows the
 * registration's title, then the editor's language once installed.
 */
let installed: TitlesByKey = new Map();
const listeners = new Set<() => void>();

export function installPluginTitles(titles: TitlesByKey): void {
  installed = titles;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => installed;

export function usePluginTitles(): TitlesByKey {
  return useSyncExternalStore(subscribe, current, current);
}
