import { createRegistry, type Registry } from '../core/registry/registry.ts';
import { RENDER_PLUGINS } from './index.ts';
import { OPENER_PLUGINS } from './openers/index.ts';

/**
 * Every plugin of the app, in one place a reader of the code can see. Pages do not import this
 * module: they register RENDER_PLUGINS at start and the openers on the first tap (bundle budget).
 */
export const APP_PLUGINS = [...RENDER_PLUGINS, ...OPENER_PLUGINS] as const;

/** A fresh registry with all app plugins (tests, the plugin gallery). */
export function createAppRegistry(): Registry {
  return createRegistry().register(...APP_PLUGINS);
}
