import { definePanel } from '../../../core/engine/registry/define.ts';

export const rankingNewsPanel = definePanel({
  title: 'News ranking (life.ranking.news)',
  typeCode: 'life.ranking.news',
  schema: 'panel',
  load: () => import('./RankingNews.tsx'),
});
