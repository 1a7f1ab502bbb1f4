import { createRegistry, type Registry } from '../core/registry/registry.ts';
import { largeImageCard } from './cards/large-image/large-image.plugin.ts';
import { textOnlyCard } from './cards/text-only/text-only.plugin.ts';
import { thumbnailCard } from './cards/thumbnail/thumbnail.plugin.ts';
import { listContentPanel } from './panels/list-content/list-content.plugin.ts';
import { advertCard } from './cards/advert/advert.plugin.ts';
import { threeImagesCard } from './cards/three-images/three-images.plugin.ts';
import { videoCard } from './cards/video/video.plugin.ts';
import { voteCard } from './cards/vote/vote.plugin.ts';
import { audioPanel } from './panels/audio/audio.plugin.ts';
import { carouselPanel } from './panels/carousel/carousel.plugin.ts';
import { listHorizontalPanel } from './panels/list-horizontal/list-horizontal.plugin.ts';
import { specialOverviewPanel } from './panels/special-overview/special-overview.plugin.ts';
/** The news home's panels (spec 2 §2 typeCodes) and the item layouts by listStyle and advert type. */
const FEED_PLUGINS = [
  carouselPanel,
  listHorizontalPanel,
  audioPanel,
  specialOverviewPanel,
  threeImagesCard,
  videoCard,
  voteCard,
  advertCard,
] as const;

/** What renders: panels and cards. The page registers these at start. */
export const RENDER_PLUGINS = [listContentPanel, textOnlyCard, thumbnailCard, largeImageCard, ...FEED_PLUGINS] as const;

/**
 * A page's registry: the rendering plugins. The open rules join it on the first tap
 * (src/open/page-open.ts), so they stay out of the home route's initial bundle.
 */
export function createRenderRegistry(): Registry {
  return createRegistry().register(...RENDER_PLUGINS);
}
