import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** What every ranking frame says (spec 2 §2 hot tab). */
export const rankingMessages = defineMessages({
  en: { 'ranking.loadFailed': 'The ranking could not be loaded' },
  'zh-CN': { 'ranking.loadFailed': '排行加载失败' },
  'zh-TW': { 'ranking.loadFailed': '排行載入失敗' },
});
