import { createRegistry, type Registry } from '../core/engine/registry/registry.ts';
import { OPENER_PLUGINS } from './openers/index.ts';
import { RENDER_PLUGINS } from './registries.ts';

/**
 * Every plugin of the app, the open rules included (tests, the plugin gallery, docs/registry.md).
 * Its own file: a page's first bundle imports plugins/registries.ts, and must not carry the openers.
 */
export const APP_PLUGINS = [...RENDER_PLUGINS, ...OPENER_PLUGINS] as const;

/** A fresh registry with every plugin. */
export function createAppRegistry(): Registry {
  return createRegistry().register(...APP_PLUGINS);
}
