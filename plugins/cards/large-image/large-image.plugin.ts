import { defineCard } from '../../../core/registry/define.ts';

export const largeImageCard = defineCard({
  title: 'Large image (listStyle 4)',
  match: { types: '*', listStyles: [4] },
  schema: 'card-large-image',
  load: () => import('./LargeImageCard.tsx'),
});
