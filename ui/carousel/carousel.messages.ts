import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** A carousel: its region, slides, dots and stop switch. */
export const carouselMessages = defineMessages({
  en: {
    'carousel.label': 'Carousel',
    'carousel.slide': 'Slide',
    'carousel.slideLabel': '{index} of {total}',
    'carousel.goTo': 'Go to slide {index}',
    'carousel.pause': 'Pause carousel',
    'carousel.play': 'Play carousel',
  },
  'zh-CN': {
    'carousel.label': '轮播图',
    'carousel.slide': '幻灯片',
    'carousel.slideLabel': '第{index}张，共{total}张',
    'carousel.goTo': '切换到第{index}张',
    'carousel.pause': '暂停轮播',
    'carousel.play': '继续轮播',
  },
  'zh-TW': {
    'carousel.label': '輪播圖',
    'carousel.slide': '投影片',
    'carousel.slideLabel': '第{index}張，共{total}張',
    'carousel.goTo': '切換到第{index}張',
    'carousel.pause': '暫停輪播',
    'carousel.play': '繼續輪播',
  },
});
