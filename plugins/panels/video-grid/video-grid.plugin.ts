import { definePanel } from '../../../core/engine/registry/define.ts';

/** Spec 2 §2: the short video results show as a grid; any list of videos may use it. */
export const VIDEO_GRID_TYPE_CODE = 'search.video-grid';

export const videoGridPanel = definePanel({
  title: 'Video grid (search.video-grid): two columns of posters',
  typeCode: VIDEO_GRID_TYPE_CODE,
  schema: 'panel',
  load: () => import('./VideoGrid.tsx'),
});
