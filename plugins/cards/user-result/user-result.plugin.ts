import { defineCard } from '../../../core/engine/registry/define.ts';
import { USER_ITEM_TYPE } from '../../../core/domain/search/result-types.ts';

export const userResultCard = defineCard({
  title: 'User search result: avatar, nickname, certification mark, follow (flips at once)',
  match: { types: [USER_ITEM_TYPE], listStyles: '*' },
  schema: 'card-user',
  load: () => import('./UserResultCard.tsx'),
});
