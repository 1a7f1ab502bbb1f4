import { definePlayer } from '../../../core/engine/registry/define.ts';
import { VIDEO_EVENTS } from '../../../core/domain/video/video-events.ts';

export const mp4Player = definePlayer({
  title: 'MP4 and other progressive video files',
  media: 'mp4',
  schema: 'player-source',
  events: VIDEO_EVENTS,
  load: () => import('./Mp4Player.tsx'),
});
