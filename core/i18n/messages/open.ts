import { defineMessages } from '../define-messages.ts';

/** Texts of opening content: the /openUrl page (spec 1 §2). */
export const openMessages = defineMessages({
  en: {
    'open.back': 'back',
    'open.refused': 'this address cannot be opened safely',
  },
  'zh-CN': {
    'open.back': '返回',
    'open.refused': '该地址无法安全打开',
  },
  'zh-TW': {
    'open.back': '返回',
    'open.refused': '該地址無法安全開啟',
  },
});
