import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The offline banner (issue 28 item 5). */
export const offlineMessages = defineMessages({
  en: {
    'offline.savedNews': 'Offline — showing saved news',
    'offline.needsNetwork': 'Offline — this needs a network connection',
  },
  'zh-CN': {
    'offline.savedNews': '离线中，正在显示已保存的新闻',
    'offline.needsNetwork': '离线中，此内容需要联网才能查看',
  },
  'zh-TW': {
    'offline.savedNews': '離線中，正在顯示已儲存的新聞',
    'offline.needsNetwork': '離線中，此內容需要連網才能檢視',
  },
});
