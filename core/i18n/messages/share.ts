import { defineMessages } from '../define-messages.ts';

/** Sharing and waking the native app (spec 1 §3, §8; spec 2 §7). */
export const shareMessages = defineMessages({
  en: {
    'share.button': 'share',
    'share.weChatHint': 'tap the top right to share to Moments',
    'share.succeeded': 'share succeeded!',
    'share.linkCopied': 'link copied, paste it to share',
    'share.copyFailed': 'copy this link to share: {url}',
    'share.openApp': 'open the app',
    'share.openInBrowser': 'please open in a browser',
  },
  'zh-CN': {
    'share.button': '分享',
    'share.weChatHint': '点击右上角分享到朋友圈',
    'share.succeeded': '分享成功！',
    'share.linkCopied': '链接已复制，粘贴即可分享',
    'share.copyFailed': '复制此链接即可分享：{url}',
    'share.openApp': '打开APP',
    'share.openInBrowser': '请在浏览器中打开',
  },
  'zh-TW': {
    'share.button': '分享',
    'share.weChatHint': '點擊右上角分享到朋友圈',
    'share.succeeded': '分享成功！',
    'share.linkCopied': '連結已複製，貼上即可分享',
    'share.copyFailed': '複製此連結即可分享：{url}',
    'share.openApp': '開啟APP',
    'share.openInBrowser': '請在瀏覽器中開啟',
  },
});
