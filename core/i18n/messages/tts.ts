import { defineMessages } from '../define-messages.ts';

/** Spec 2 §2 read-aloud button and the 'today headlines' audio panel, §4 TTS states, §8 TTS errors. */
export const ttsMessages = defineMessages({
  en: {
    'tts.todayHeadlines': 'today headlines',
    'tts.playPrompt': 'listen to this news',
    'tts.generating': 'generating',
    'tts.playing': 'playing',
    'tts.noWebSocket': 'browser does not support WebSocket',
    'tts.noWebAudio': 'this browser does not support web audio interfaces',
    'tts.failed': 'speech could not be generated, please try again later',
  },
  'zh-CN': {
    'tts.todayHeadlines': '今日头条',
    'tts.playPrompt': '听新闻',
    'tts.generating': '生成中',
    'tts.playing': '播放中',
    'tts.noWebSocket': '浏览器不支持WebSocket',
    'tts.noWebAudio': '该浏览器不支持Web Audio接口',
    'tts.failed': '语音生成失败，请稍后再试',
  },
  'zh-TW': {
    'tts.todayHeadlines': '今日頭條',
    'tts.playPrompt': '聽新聞',
    'tts.generating': '生成中',
    'tts.playing': '播放中',
    'tts.noWebSocket': '瀏覽器不支援WebSocket',
    'tts.noWebAudio': '此瀏覽器不支援Web Audio介面',
    'tts.failed': '語音生成失敗，請稍後再試',
  },
});
