import { defineCard } from '../../../core/engine/registry/define.ts';

/** The news ranking's presentation of a ranked item: its title as a link (never registered: the panel swaps it in). */
export const newsRankCard = defineCard({
  title: 'News ranking row',
  match: { types: '*', listStyles: '*' },
  schema: 'content-item',
  load: () => import('./NewsRankTitle.tsx'),
});
