import { createRegistry, type Registry } from '../core/registry/registry.ts';
import { largeImageCard } from './cards/large-image/large-image.plugin.ts';
import { textOnlyCard } from './cards/text-only/text-only.plugin.ts';
import { thumbnailCard } from './cards/thumbnail/thumbnail.plugin.ts';
import { listContentPanel } from './panels/list-content/list-content.plugin.ts';

/** Every plugin of the app, in one place a reader of the code can see. */
export const APP_PLUGINS = [listContentPanel, textOnlyCard, thumbnailCard, largeImageCard] as const;

/** A fresh registry with all app plugins: pages, tests and the gallery each build their own. */
export function createAppRegistry(): Registry {
  return createRegistry().register(...APP_PLUGINS);
}
