import { defineCard } from '../../../core/registry/define.ts';
import { THREE_IMAGES_LIST_STYLE } from '../../../core/registry/list-styles.ts';

export const threeImagesCard = defineCard({
  title: 'Three images (listStyle 3)',
  match: { types: '*', listStyles: [THREE_IMAGES_LIST_STYLE] },
  schema: 'card-three-images',
  load: () => import('./ThreeImagesCard.tsx'),
});
