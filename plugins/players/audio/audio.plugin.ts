import { definePlayer } from '../../../core/engine/registry/define.ts';
import { VIDEO_EVENTS } from '../../../core/domain/video/video-events.ts';

export const audioPlayer = definePlayer({
  title: 'Audio (howler, loaded on play)',
  media: 'audio',
  schema: 'player-source',
  events: VIDEO_EVENTS,
  load: () => import('./AudioPlayer.tsx'),
});
