import { advertCard } from './advert/advert.plugin.ts';
import { dynamicCard } from './dynamic/dynamic.plugin.ts';
import { fiveGCard } from './five-g/five-g.plugin.ts';
import { userResultCard } from './user-result/user-result.plugin.ts';
import { largeImageCard } from './large-image/large-image.plugin.ts';
import { textOnlyCard } from './text-only/text-only.plugin.ts';
import { threeImagesCard } from './three-images/three-images.plugin.ts';
import { thumbnailCard } from './thumbnail/thumbnail.plugin.ts';
import { videoCard } from './video/video.plugin.ts';
import { voteCard } from './vote/vote.plugin.ts';

/** Every card plugin, by content type × listStyle (docs/registry.md lists them). */
export const CARD_PLUGINS = [textOnlyCard, thumbnailCard, threeImagesCard, largeImageCard, videoCard, voteCard, advertCard, dynamicCard, userResultCard, fiveGCard] as const;
