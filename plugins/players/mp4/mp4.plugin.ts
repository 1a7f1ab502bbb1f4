import { definePlayer } from '../../../core/registry/define.ts';
import { VIDEO_EVENTS } from '../../../core/video/video-events.ts';

export const mp4Player = definePlayer({
  title: 'MP4 and other progressive video files',
  media: 'mp4',
  schema: 'player-source',
  events: VIDEO_EVENTS,
  load: () => import('./Mp4Player.tsx'),
});
