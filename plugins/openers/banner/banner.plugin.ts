import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenerPlugin } from '../../../core/engine/registry/types.ts';
import {
  BANNER_LIVE,
  BANNER_NEWS,
  BANNER_PICTURES,
  BANNER_RADIO,
  BANNER_SPECIAL,
  BANNER_VIDEO,
  decideBanner,
  type BannerTarget,
} from './banner-targets.ts';

/** One opener per row of the banner table (banner items carry the numeric type as their type). */
const bannerOpener = (target: BannerTarget): OpenerPlugin =>
  defineOpener({
    title: `Banner type ${target.types.join('/')}: ${target.name} of the sub-app`,
    schema: 'content-item',
    types: target.types,
    decide: (item) => decideBanner(target, item),
  });

export const bannerLiveOpener = bannerOpener(BANNER_LIVE);
export const bannerNewsOpener = bannerOpener(BANNER_NEWS);
export const bannerVideoOpener = bannerOpener(BANNER_VIDEO);
export const bannerPicturesOpener = bannerOpener(BANNER_PICTURES);
export const bannerSpecialOpener = bannerOpener(BANNER_SPECIAL);
export const bannerRadioOpener = bannerOpener(BANNER_RADIO);
