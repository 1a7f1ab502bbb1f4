import { definePanel } from '../../../core/registry/define.ts';

export const audioPanel = definePanel({
  title: "'Today headlines' audio player (mycs.audio)",
  typeCode: 'mycs.audio',
  schema: 'panel',
  load: () => import('./AudioHeadlines.tsx'),
});
