import { defineMessages } from '../define-messages.ts';

export const previewMessages = defineMessages({
  en: {
    'preview.droppedPanel': 'panel left out ({reason})',
    'preview.droppedItem': 'item left out ({reason})',
    'preview.pluginError': 'this block failed to render',
  },
  'zh-CN': {
    'preview.droppedPanel': '面板未显示（{reason}）',
    'preview.droppedItem': '条目未显示（{reason}）',
    'preview.pluginError': '此区块渲染失败',
  },
  'zh-TW': {
    'preview.droppedPanel': '面板未顯示（{reason}）',
    'preview.droppedItem': '條目未顯示（{reason}）',
    'preview.pluginError': '此區塊渲染失敗',
  },
});
