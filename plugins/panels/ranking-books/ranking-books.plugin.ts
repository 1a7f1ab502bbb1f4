import { definePanel } from '../../../core/engine/registry/define.ts';

export const rankingBooksPanel = definePanel({
  title: 'Book borrowing ranking (life.ranking.books)',
  typeCode: 'life.ranking.books',
  schema: 'panel',
  load: () => import('./RankingBooks.tsx'),
});
