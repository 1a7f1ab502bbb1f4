import { defineCard } from '../../../core/registry/define.ts';

export const textOnlyCard = defineCard({
  title: 'Text only (listStyle 0)',
  match: { types: '*', listStyles: [0] },
  schema: 'content-item',
  load: () => import('./TextOnlyCard.tsx'),
});
