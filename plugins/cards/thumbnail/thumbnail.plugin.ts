import { defineCard } from '../../../core/registry/define.ts';

export const thumbnailCard = defineCard({
  title: 'Text with thumbnail (listStyle 1, 2 or unset)',
  match: { types: '*', listStyles: [1, 2, null] },
  schema: 'content-item',
  load: () => import('./ThumbnailCard.tsx'),
});
