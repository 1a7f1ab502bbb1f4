import { definePanel } from '../../../core/engine/registry/define.ts';

export const listHorizontalPanel = definePanel({
  title: 'Horizontal list (core.list.content.horizontal)',
  typeCode: 'core.list.content.horizontal',
  schema: 'panel',
  load: () => import('./ListHorizontal.tsx'),
});
