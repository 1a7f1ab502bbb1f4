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
import {
  bannerLiveOpener,
  bannerNewsOpener,
  bannerPicturesOpener,
  bannerRadioOpener,
  bannerSpecialOpener,
  bannerVideoOpener,
} from './openers/banner/banner.plugin.ts';
import { externalAddressOpener } from './openers/external-address/external-address.plugin.ts';
import { liveNewsOpener } from './openers/live-news/live-news.plugin.ts';
import { nativeVideoOpener } from './openers/native-video/native-video.plugin.ts';
import { defaultOpener, newsDetailOpener } from './openers/news-detail/news-detail.plugin.ts';
import { pictureSwipeOpener } from './openers/picture-swipe/picture-swipe.plugin.ts';
import { videoRouteOpener } from './openers/video-route/video-route.plugin.ts';

/** Every plugin of the app, in one place a reader of the code can see. */
/** Open rules of spec 1 §2 (content types, then the banner's numeric types), '*' being the default. */
const OPENERS = [
  newsDetailOpener,
  defaultOpener,
  videoRouteOpener,
  pictureSwipeOpener,
  externalAddressOpener,
  liveNewsOpener,
  nativeVideoOpener,
  bannerLiveOpener,
  bannerNewsOpener,
  bannerVideoOpener,
  bannerPicturesOpener,
  bannerSpecialOpener,
  bannerRadioOpener,
] as const;

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

export const APP_PLUGINS = [listContentPanel, textOnlyCard, thumbnailCard, largeImageCard, ...FEED_PLUGINS, ...OPENERS] as const;

/** A fresh registry with all app plugins: pages, tests and the gallery each build their own. */
export function createAppRegistry(): Registry {
  return createRegistry().register(...APP_PLUGINS);
}
