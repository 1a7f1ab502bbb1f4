import { defineCard } from '../../../core/engine/registry/define.ts';
import { ADVERT_TYPES } from '../../../core/domain/rules/advert-types.ts';
import { ADVERT_EVENTS } from './advert-events.ts';

export const advertCard = defineCard({
  title: 'Advert (news_ad, adver and third-party advert types, any listStyle)',
  match: { types: ADVERT_TYPES, listStyles: '*' },
  schema: 'content-item',
  events: Object.values(ADVERT_EVENTS),
  load: () => import('./AdvertCard.tsx'),
});
