import { definePlayer } from '../../../core/engine/registry/define.ts';
import { VIDEO_EVENTS } from '../../../core/domain/video/video-events.ts';

export const hlsPlayer = definePlayer({
  title: 'HLS video and live (the browser’s own HLS, else hls.js light loaded on play)',
  media: 'hls',
  schema: 'player-source',
  events: VIDEO_EVENTS,
  load: () => import('./HlsPlayer.tsx'),
});
