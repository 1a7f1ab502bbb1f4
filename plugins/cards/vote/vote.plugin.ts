import { defineCard } from '../../../core/registry/define.ts';
import { LIST_STYLE } from '../../../core/registry/list-styles.ts';

export const voteCard = defineCard({
  title: 'Embedded vote (listStyle 6)',
  match: { types: '*', listStyles: [LIST_STYLE.vote] },
  schema: 'card-vote',
  load: () => import('./VoteCard.tsx'),
});
