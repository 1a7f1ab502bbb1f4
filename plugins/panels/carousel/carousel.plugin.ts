import { definePanel } from '../../../core/registry/define.ts';

export const carouselPanel = definePanel({
  title: 'Carousel (core.carousel)',
  typeCode: 'core.carousel',
  schema: 'panel',
  load: () => import('./Carousel.tsx'),
});
