import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The native-bridge test page (/bridge). */
export const bridgeMessages = defineMessages({
  en: {
    'bridge.title': 'Native bridge test',
    'bridge.mode': 'Mode',
    'bridge.insideApp': 'Inside the app ({platform})',
    'bridge.outsideApp': 'Outside the app: every call answers no-bridge',
    'bridge.handlers': 'Handlers',
    'bridge.reply': '{name} reply',
    'bridge.noReplyYet': 'Not called yet',
    'bridge.callLog': 'Call log',
    'bridge.clearLog': 'Clear log',
    'bridge.emptyLog': 'No calls yet',
  },
  'zh-CN': {
    'bridge.title': '原生桥接测试',
    'bridge.mode': '运行环境',
    'bridge.insideApp': 'App 内（{platform}）',
    'bridge.outsideApp': 'App 外：所有调用均返回 no-bridge',
    'bridge.handlers': '原生方法',
    'bridge.reply': '{name} 返回',
    'bridge.noReplyYet': '尚未调用',
    'bridge.callLog': '调用记录',
    'bridge.clearLog': '清空记录',
    'bridge.emptyLog': '暂无调用',
  },
  'zh-TW': {
    'bridge.title': '原生橋接測試',
    'bridge.mode': '執行環境',
    'bridge.insideApp': 'App 內（{platform}）',
    'bridge.outsideApp': 'App 外：所有呼叫均回傳 no-bridge',
    'bridge.handlers': '原生方法',
    'bridge.reply': '{name} 回傳',
    'bridge.noReplyYet': '尚未呼叫',
    'bridge.callLog': '呼叫記錄',
    'bridge.clearLog': '清空記錄',
    'bridge.emptyLog': '暫無呼叫',
  },
});
