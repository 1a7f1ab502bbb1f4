import { defineMessages } from '../../core/i18n/define-messages.ts';

/** /openUrl (spec 1 §2). */
export const openUrlMessages = defineMessages({
  en: {
    'open.refused': 'this address cannot be opened safely',
  },
  'zh-CN': {
    'open.refused': '该地址无法安全打开',
  },
  'zh-TW': {
    'open.refused': '該地址無法安全開啟',
  },
});
