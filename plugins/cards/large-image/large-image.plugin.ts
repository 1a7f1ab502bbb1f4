import { defineCard } from '../../../core/engine/registry/define.ts';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';

export const largeImageCard = defineCard({
  title: 'Large image (listStyle 4)',
  match: { types: '*', listStyles: [LIST_STYLE.largeImage] },
  schema: 'card-large-image',
  load: () => import('./LargeImageCard.tsx'),
});
