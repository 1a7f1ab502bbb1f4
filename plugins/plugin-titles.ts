import type { PluginTitlesEntry, TitlesByKey } from '../core/engine/registry/plugin-titles.ts';

/**
 * Every plugin's `x.titles.ts`, by registry key. Editors' code only (preview, the playground, the
 * gallery): the home's bundle never imports it.
 */
const sidecars = import.meta.glob<PluginTitlesEntry | readonly PluginTitlesEntry[]>('./*/*/*.titles.ts', { eager: true, import: 'default' });

export const PLUGIN_TITLES: TitlesByKey = new Map(
  Object.values(sidecars)
    .flatMap((entry) => (Array.isArray(entry) ? entry : [entry as PluginTitlesEntry]))
    .map(({ key, titles }) => [key, titles]),
);
