import { defineMessages } from '../core/engine/i18n/define-messages.ts';

/**
 * What the page says when the app itself could not start (its texts' chunk or app start failed): in
 * the entry, since the catalogue is what may be missing.
 */
export const startFailureMessages = defineMessages({
  en: {
    'start.failed': 'The page could not start, please check the network and reload',
    'start.reload': 'Reload',
  },
  'zh-CN': {
    'start.failed': '页面未能启动，请检查网络后重新加载',
    'start.reload': '重新加载',
  },
  'zh-TW': {
    'start.failed': '頁面未能啟動，請檢查網路後重新載入',
    'start.reload': '重新載入',
  },
});
