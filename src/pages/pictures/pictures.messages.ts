import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** Picture news (/imgList): spec 2 §2. */
export const picturesMessages = defineMessages({
  en: {
    'pictures.title': 'Pictures',
    'pictures.open': 'View picture {index} of {total}',
    'pictures.count': '{total} pictures',
    'pictures.loadFailed': 'The pictures could not be loaded',
  },
  'zh-CN': {
    'pictures.title': '图集',
    'pictures.open': '查看第{index}张图片，共{total}张',
    'pictures.count': '共{total}张',
    'pictures.loadFailed': '图集加载失败',
  },
  'zh-TW': {
    'pictures.title': '圖集',
    'pictures.open': '查看第{index}張圖片，共{total}張',
    'pictures.count': '共{total}張',
    'pictures.loadFailed': '圖集載入失敗',
  },
});
