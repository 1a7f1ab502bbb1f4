import { definePanel } from '../../../core/engine/registry/define.ts';

export const listContentPanel = definePanel({
  title: 'Vertical list (core.list.content)',
  typeCode: 'core.list.content',
  schema: 'panel',
  load: () => import('./ListContent.tsx'),
});
