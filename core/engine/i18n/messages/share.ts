import { defineMessages } from '../define-messages.ts';

/** Sharing and waking the native app (spec 1 §3, §8; spec 2 §7). */
export const shareMessages = defineMessages({
  en: {
    'share.succeeded': 'Share succeeded!',
    'share.linkCopied': 'Link copied, paste it to share',
    'share.copyFailed': 'Copy this link to share: {url}',
  },
  'zh-CN': {
    'share.succeeded': '分享成功！',
    'share.linkCopied': '链接已复制，粘贴即可分享',
    'share.copyFailed': '复制此链接即可分享：{url}',
  },
  'zh-TW': {
    'share.succeeded': '分享成功！',
    'share.linkCopied': '連結已複製，貼上即可分享',
    'share.copyFailed': '複製此連結即可分享：{url}',
  },
});
