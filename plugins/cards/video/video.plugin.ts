import { defineCard } from '../../../core/engine/registry/define.ts';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';

export const videoCard = defineCard({
  title: 'Large image with play button and duration (listStyle 5)',
  match: { types: '*', listStyles: [LIST_STYLE.video] },
  // Same need as listStyle 4: a poster to show.
  schema: 'card-large-image',
  load: () => import('./VideoCard.tsx'),
});
