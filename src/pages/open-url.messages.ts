import { defineMessages } from '../../core/i18n/define-messages.ts';

/** /openUrl (spec 1 §2). */
export const openUrlMessages = defineMessages({
  en: {
    'open.refused': 'this address cannot be opened safely',
    'open.leaves': 'this page is not secure and cannot be shown here',
    'open.leave': 'open {host}',
  },
  'zh-CN': {
    'open.refused': '该地址无法安全打开',
    'open.leaves': '该页面不安全，无法在此显示',
    'open.leave': '打开 {host}',
  },
  'zh-TW': {
    'open.refused': '該地址無法安全開啟',
    'open.leaves': '該頁面不安全，無法在此顯示',
    'open.leave': '開啟 {host}',
  },
});
