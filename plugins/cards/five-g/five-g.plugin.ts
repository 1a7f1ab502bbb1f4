import { defineCard } from '../../../core/engine/registry/define.ts';
import { FIVE_G_ITEM_TYPE } from '../../../core/domain/search/result-types.ts';

export const fiveGCard = defineCard({
  title: '5G channel item: thumbnail, title, author and avatar (opens its link)',
  match: { types: [FIVE_G_ITEM_TYPE], listStyles: '*' },
  schema: 'content-item',
  load: () => import('./FiveGCard.tsx'),
});
