import { definePlayer } from '../../../core/registry/define.ts';
import { VIDEO_EVENTS } from '../../../core/video/video-events.ts';

export const audioPlayer = definePlayer({
  title: 'Audio (howler, loaded on play)',
  media: 'audio',
  schema: 'player-source',
  events: VIDEO_EVENTS,
  load: () => import('./AudioPlayer.tsx'),
});
