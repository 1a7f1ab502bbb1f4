import { defineCard } from '../../../core/engine/registry/define.ts';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';

export const threeImagesCard = defineCard({
  title: 'Three images (listStyle 3)',
  match: { types: '*', listStyles: [LIST_STYLE.threeImages] },
  schema: 'card-three-images',
  load: () => import('./ThreeImagesCard.tsx'),
});
