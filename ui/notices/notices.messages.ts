import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The page's alert and the 'data loading...' indicator (spec 1 §7, §8). */
export const noticesMessages = defineMessages({
  en: {
    'common.dataLoading': 'Data loading...',
    'notice.confirm': 'Confirm',
  },
  'zh-CN': {
    'common.dataLoading': '数据加载中...',
    'notice.confirm': '确定',
  },
  'zh-TW': {
    'common.dataLoading': '資料載入中...',
    'notice.confirm': '確定',
  },
});
