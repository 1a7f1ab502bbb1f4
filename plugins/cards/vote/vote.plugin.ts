import { defineCard } from '../../../core/engine/registry/define.ts';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';

export const voteCard = defineCard({
  title: 'Embedded vote (listStyle 6)',
  match: { types: '*', listStyles: [LIST_STYLE.vote] },
  schema: 'card-vote',
  load: () => import('./VoteCard.tsx'),
});
