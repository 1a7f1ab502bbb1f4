import { definePanel } from '../../../core/engine/registry/define.ts';

export const carouselPanel = definePanel({
  title: 'Carousel (core.carousel)',
  typeCode: 'core.carousel',
  schema: 'panel',
  load: () => import('./Carousel.tsx'),
});
