import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { carouselPanel } from './carousel.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(carouselPanel, { title: { en: 'Carousel', 'zh-CN': '轮播图', 'zh-TW': '輪播圖' } });
