import { createRegistry, type Registry } from '../core/registry/registry.ts';
import { CARD_PLUGINS } from './cards/index.ts';
import { OPENER_PLUGINS } from './openers/index.ts';
import { PANEL_PLUGINS } from './panels/index.ts';
import { PLAYER_PLUGINS } from './players/index.ts';

/** What a page renders: panels, cards and players. Their components load when first shown. */
export const RENDER_PLUGINS = [...PANEL_PLUGINS, ...CARD_PLUGINS, ...PLAYER_PLUGINS] as const;

/** Every plugin of the app, the open rules included (tests, the plugin gallery, docs/registry.md). */
export const APP_PLUGINS = [...RENDER_PLUGINS, ...OPENER_PLUGINS] as const;

/**
 * A page's registry: the rendering plugins. The open rules join it on the first tap
 * (src/open/page-open.ts), so they stay out of the home route's initial bundle.
 */
export function createRenderRegistry(): Registry {
  return createRegistry().register(...RENDER_PLUGINS);
}

/** A fresh registry with every plugin. */
export function createAppRegistry(): Registry {
  return createRegistry().register(...APP_PLUGINS);
}
