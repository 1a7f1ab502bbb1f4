import { defineCard } from '../../../core/registry/define.ts';
import { LIST_STYLE } from '../../../core/registry/list-styles.ts';

export const thumbnailCard = defineCard({
  title: 'Text with thumbnail (listStyle 1, 2 or unset)',
  match: { types: '*', listStyles: [LIST_STYLE.thumbnail, LIST_STYLE.thumbnailToo, null] },
  schema: 'content-item',
  load: () => import('./ThumbnailCard.tsx'),
});
