import { definePanel } from '../../../core/engine/registry/define.ts';

export const specialOverviewPanel = definePanel({
  title: 'Special overview (news.special-overview)',
  typeCode: 'news.special-overview',
  schema: 'panel',
  load: () => import('./SpecialOverview.tsx'),
});
