import { createRegistry, type Registry } from '../core/engine/registry/registry.ts';
import { CARD_PLUGINS } from './cards/index.ts';
import { PANEL_PLUGINS } from './panels/index.ts';
import { PLAYER_PLUGINS } from './players/index.ts';

/** What a page renders: panels, cards and players. Their components load when first shown. */
export const RENDER_PLUGINS = [...PANEL_PLUGINS, ...CARD_PLUGINS, ...PLAYER_PLUGINS] as const;

/**
 * A registry of the rendering plugins at once (the server's render). A page's registry takes them
 * from this module's chunk when first asked (src/engine.ts); the open rules join it on the first tap
 * (src/open/page-open.ts). Neither is in the home's first scripts.
 */
export function createRenderRegistry(): Registry {
  return createRegistry().register(...RENDER_PLUGINS);
}

/** Every plugin, the open rules included: plugins/app-registry.ts (kept out of a page's first bundle). */
