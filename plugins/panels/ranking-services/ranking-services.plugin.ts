import { definePanel } from '../../../core/engine/registry/define.ts';

export const rankingServicesPanel = definePanel({
  title: 'Local service ranking (life.ranking.services)',
  typeCode: 'life.ranking.services',
  schema: 'panel',
  load: () => import('./RankingServices.tsx'),
});
