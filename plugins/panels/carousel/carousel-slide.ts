import { defineCard } from '../../../core/engine/registry/define.ts';

/** The carousel's presentation of any item (never registered: the carousel panel swaps it in). */
export const carouselSlideCard = defineCard({
  title: 'Carousel slide',
  match: { types: '*', listStyles: '*' },
  schema: 'content-item',
  load: () => import('./CarouselSlide.tsx'),
});
