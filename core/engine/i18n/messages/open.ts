import { defineMessages } from '../define-messages.ts';

/** The open rules' notice: a tap that opens nothing (a refused or missing address) says so. */
export const openMessages = defineMessages({
  en: {
    'open.notOpened': 'This content cannot be opened',
  },
  'zh-CN': {
    'open.notOpened': '该内容暂时无法打开',
  },
  'zh-TW': {
    'open.notOpened': '該內容暫時無法開啟',
  },
});
