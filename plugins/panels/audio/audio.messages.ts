import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The 'today headlines' audio panel (spec 2 §2, §9). */
export const audioMessages = defineMessages({
  en: {
    'audio.title': 'Today headlines',
    'audio.play': 'Play',
    'audio.pause': 'Pause',
    'audio.progress': 'Playback progress',
  },
  'zh-CN': {
    'audio.title': '今日头条',
    'audio.play': '播放',
    'audio.pause': '暂停',
    'audio.progress': '播放进度',
  },
  'zh-TW': {
    'audio.title': '今日頭條',
    'audio.play': '播放',
    'audio.pause': '暫停',
    'audio.progress': '播放進度',
  },
});
