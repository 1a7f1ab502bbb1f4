import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** /openUrl (spec 1 §2). */
export const openUrlMessages = defineMessages({
  en: {
    'open.refused': 'This address cannot be opened safely.',
    'open.insecure': 'This page is not secure, so it cannot be shown inside the app. You can open it outside the app.',
    'open.fileServer': 'This is a file server address, which the app cannot show. You can open it outside the app.',
    'open.leave': 'Open {host}',
  },
  'zh-CN': {
    'open.refused': '该地址无法安全打开。',
    'open.insecure': '该页面不安全，无法在应用内显示。您可以在应用外打开。',
    'open.fileServer': '这是文件服务器地址，应用内无法显示。您可以在应用外打开。',
    'open.leave': '打开 {host}',
  },
  'zh-TW': {
    'open.refused': '該地址無法安全開啟。',
    'open.insecure': '該頁面不安全，無法在應用程式內顯示。您可以在應用程式外開啟。',
    'open.fileServer': '這是檔案伺服器地址，應用程式內無法顯示。您可以在應用程式外開啟。',
    'open.leave': '開啟 {host}',
  },
});
