import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The player host's controls and states (spec 2 §5: 'video address is empty'). */
export const playerMessages = defineMessages({
  en: {
    'player.play': 'Play {title}',
    'player.pause': 'Pause',
    'player.resume': 'Resume',
    'player.replay': 'Replay',
    'player.buffering': 'Loading…',
    'player.emptyAddress': 'Video address is empty',
    'player.failed.network': 'The video could not be loaded: check the network',
    'player.failed.media': 'This video cannot be played',
    'player.retry': 'Retry',
    'player.fullscreen': 'Full screen',
  },
  'zh-CN': {
    'player.play': '播放 {title}',
    'player.pause': '暂停',
    'player.resume': '继续播放',
    'player.replay': '重播',
    'player.buffering': '加载中…',
    'player.emptyAddress': '视频地址为空',
    'player.failed.network': '视频加载失败，请检查网络',
    'player.failed.media': '该视频无法播放',
    'player.retry': '重试',
    'player.fullscreen': '全屏',
  },
  'zh-TW': {
    'player.play': '播放 {title}',
    'player.pause': '暫停',
    'player.resume': '繼續播放',
    'player.replay': '重播',
    'player.buffering': '載入中…',
    'player.emptyAddress': '影片地址為空',
    'player.failed.network': '影片載入失敗，請檢查網路',
    'player.failed.media': '該影片無法播放',
    'player.retry': '重試',
    'player.fullscreen': '全螢幕',
  },
});
