import { defineCard } from '../../../core/engine/registry/define.ts';

/** The rail's presentation of an ordinary item (never registered: the rail swaps it in). */
export const railTileCard = defineCard({
  title: 'Horizontal rail tile',
  match: { types: '*', listStyles: '*' },
  schema: 'content-item',
  load: () => import('./RailTile.tsx'),
});
