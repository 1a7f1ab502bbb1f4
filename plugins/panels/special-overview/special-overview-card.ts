import { defineCard } from '../../../core/engine/registry/define.ts';

/** The special-overview panel's presentation of its items (never registered: the panel swaps it in). */
export const specialOverviewCard = defineCard({
  title: 'Special overview card',
  match: { types: '*', listStyles: '*' },
  schema: 'content-item',
  load: () => import('./SpecialOverviewCard.tsx'),
});
