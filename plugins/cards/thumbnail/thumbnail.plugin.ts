import { defineCard } from '../../../core/engine/registry/define.ts';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';

export const thumbnailCard = defineCard({
  title: 'Text with thumbnail (listStyle 1, 2 or unset)',
  match: { types: '*', listStyles: [LIST_STYLE.thumbnail, LIST_STYLE.thumbnailToo, null] },
  schema: 'content-item',
  load: () => import('./ThumbnailCard.tsx'),
});
