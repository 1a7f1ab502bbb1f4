import { defineMessages } from '../define-messages.ts';

/** What the read-aloud engine says when it cannot speak (spec 2 §8). */
export const ttsMessages = defineMessages({
  en: {
    'tts.noWebSocket': 'Browser does not support WebSocket',
    'tts.noWebAudio': 'This browser does not support web audio interfaces',
    'tts.failed': 'Speech could not be generated, please try again later',
  },
  'zh-CN': {
    'tts.noWebSocket': '浏览器不支持WebSocket',
    'tts.noWebAudio': '该浏览器不支持Web Audio接口',
    'tts.failed': '语音生成失败，请稍后再试',
  },
  'zh-TW': {
    'tts.noWebSocket': '瀏覽器不支援WebSocket',
    'tts.noWebAudio': '此瀏覽器不支援Web Audio介面',
    'tts.failed': '語音生成失敗，請稍後再試',
  },
});
