import { audioPanelType } from '../../../cities/current.ts';
import { definePanel } from '../../../core/engine/registry/define.ts';

export const audioPanel = definePanel({
  title: "'Today headlines' audio player (the city's audio panel type)",
  typeCode: audioPanelType,
  schema: 'panel',
  load: () => import('./AudioHeadlines.tsx'),
});
