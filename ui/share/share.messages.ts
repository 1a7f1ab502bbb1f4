import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The share button, WeChat's hint and 'open in app' (spec 1 §8, spec 2 §6). */
export const shareUiMessages = defineMessages({
  en: {
    'share.button': 'Share',
    'share.weChatHint': 'Tap the top right to share to Moments',
    'share.openApp': 'Open the app',
  },
  'zh-CN': {
    'share.button': '分享',
    'share.weChatHint': '点击右上角分享到朋友圈',
    'share.openApp': '打开APP',
  },
  'zh-TW': {
    'share.button': '分享',
    'share.weChatHint': '點擊右上角分享到朋友圈',
    'share.openApp': '開啟APP',
  },
});
