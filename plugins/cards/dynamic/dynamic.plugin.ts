import { defineCard } from '../../../core/engine/registry/define.ts';
import { DYNAMIC_ITEM_TYPE } from '../../../core/domain/search/result-types.ts';

export const dynamicCard = defineCard({
  title: 'Social post (dynamic): author, text, pictures or video, vote, topic and group, comment / like / share',
  match: { types: [DYNAMIC_ITEM_TYPE], listStyles: '*' },
  schema: 'card-dynamic',
  events: [],
  load: () => import('./DynamicCard.tsx'),
});
