import { defineCard } from '../../../core/engine/registry/define.ts';

/** The grid's presentation of a video item (never registered: the grid swaps it in). */
export const videoTileCard = defineCard({
  title: 'Video grid tile',
  match: { types: '*', listStyles: '*' },
  schema: 'content-item',
  load: () => import('./VideoTile.tsx'),
});
