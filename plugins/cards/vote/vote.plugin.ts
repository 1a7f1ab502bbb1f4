import { defineCard } from '../../../core/registry/define.ts';
import { VOTE_LIST_STYLE } from '../../../core/registry/list-styles.ts';

export const voteCard = defineCard({
  title: 'Embedded vote (listStyle 6)',
  match: { types: '*', listStyles: [VOTE_LIST_STYLE] },
  schema: 'card-vote',
  load: () => import('./VoteCard.tsx'),
});
