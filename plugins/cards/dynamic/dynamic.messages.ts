import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The social post card (spec 2 §2, Dynamic card). */
export const dynamicMessages = defineMessages({
  en: {
    'dynamic.expand': 'Expand',
    'dynamic.collapse': 'Collapse',
    'dynamic.tallImage': 'Long image',
    'dynamic.picture': 'Picture {n} of {total}',
    'dynamic.tallPicture': 'Picture {n} of {total}, long image',
    'dynamic.video': 'Play video, {time}',
    'dynamic.comment': 'Comment',
    'dynamic.like': 'Like',
    'dynamic.authorHome': 'Home page',
  },
  'zh-CN': {
    'dynamic.expand': '展开',
    'dynamic.collapse': '收起',
    'dynamic.tallImage': '长图',
    'dynamic.picture': '第{n}张，共{total}张',
    'dynamic.tallPicture': '第{n}张，共{total}张，长图',
    'dynamic.video': '播放视频，{time}',
    'dynamic.comment': '评论',
    'dynamic.like': '点赞',
    'dynamic.authorHome': '主页',
  },
  'zh-TW': {
    'dynamic.expand': '展開',
    'dynamic.collapse': '收起',
    'dynamic.tallImage': '長圖',
    'dynamic.picture': '第{n}張，共{total}張',
    'dynamic.tallPicture': '第{n}張，共{total}張，長圖',
    'dynamic.video': '播放影片，{time}',
    'dynamic.comment': '評論',
    'dynamic.like': '按讚',
    'dynamic.authorHome': '主頁',
  },
});
