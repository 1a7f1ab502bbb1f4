import { defineCard } from '../../../core/engine/registry/define.ts';

/** The audio panel's presentation of the track now playing (never registered: the panel swaps it in). */
export const audioTrackCard = defineCard({
  title: 'Audio headline track',
  match: { types: '*', listStyles: '*' },
  schema: 'content-item',
  load: () => import('./AudioTrackCard.tsx'),
});
