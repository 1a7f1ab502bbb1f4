import {
  bannerLiveOpener,
  bannerNewsOpener,
  bannerPicturesOpener,
  bannerRadioOpener,
  bannerSpecialOpener,
  bannerVideoOpener,
} from './banner/banner.plugin.ts';
import { communityGroupOpener, communityTopicOpener, communityUserOpener, dynamicOpener, fiveGOpener } from './community/community.plugin.ts';
import { externalAddressOpener } from './external-address/external-address.plugin.ts';
import { liveNewsOpener } from './live-news/live-news.plugin.ts';
import { nativeVideoOpener } from './native-video/native-video.plugin.ts';
import { defaultOpener } from './default-rule/default-rule.plugin.ts';
import { newsDetailOpener } from './news-detail/news-detail.plugin.ts';
import { pictureSwipeOpener } from './picture-swipe/picture-swipe.plugin.ts';
import { videoRouteOpener } from './video-route/video-route.plugin.ts';

/** Open rules of spec 1 §2 (content types, then the banner's numeric types), '*' being the default. */
export const OPENER_PLUGINS = [
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
  dynamicOpener,
  communityTopicOpener,
  communityGroupOpener,
  communityUserOpener,
  fiveGOpener,
] as const;

