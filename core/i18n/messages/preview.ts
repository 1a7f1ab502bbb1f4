import { defineMessages } from '../define-messages.ts';

export const previewMessages = defineMessages({
  en: {
    'preview.droppedPanel': 'panel left out ({reason})',
    'preview.droppedItem': 'item left out ({reason})',
    'preview.pluginError': 'this block failed to render',
    'preview.warnedPanel': 'panel shown without {count} unusable field(s)',
    'preview.warnedItem': 'item shown without {count} unusable field(s)',
  },
  'zh-CN': {
    'preview.droppedPanel': '面板未显示（{reason}）',
    'preview.droppedItem': '条目未显示（{reason}）',
    'preview.pluginError': '此区块渲染失败',
    'preview.warnedPanel': '面板已显示，去掉了 {count} 个无法使用的字段',
    'preview.warnedItem': '条目已显示，去掉了 {count} 个无法使用的字段',
  },
  'zh-TW': {
    'preview.droppedPanel': '面板未顯示（{reason}）',
    'preview.droppedItem': '條目未顯示（{reason}）',
    'preview.pluginError': '此區塊渲染失敗',
    'preview.warnedPanel': '面板已顯示，去掉了 {count} 個無法使用的欄位',
    'preview.warnedItem': '條目已顯示，去掉了 {count} 個無法使用的欄位',
  },
});
