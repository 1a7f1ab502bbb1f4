import { defineMessages } from '../define-messages.ts';

/** Spec 2 §2 full-screen image gallery (counter, long-press save or cancel), §8 image errors. */
export const galleryMessages = defineMessages({
  en: {
    'gallery.counter': '{current} / {total}',
    'gallery.save': 'save',
    'gallery.cancel': 'cancel',
    'gallery.close': 'close',
    'gallery.saved': 'image saved successfully',
    'gallery.loadFailed': 'load failed',
  },
  'zh-CN': {
    'gallery.counter': '{current} / {total}',
    'gallery.save': '保存',
    'gallery.cancel': '取消',
    'gallery.close': '关闭',
    'gallery.saved': '图片保存成功',
    'gallery.loadFailed': '加载失败',
  },
  'zh-TW': {
    'gallery.counter': '{current} / {total}',
    'gallery.save': '儲存',
    'gallery.cancel': '取消',
    'gallery.close': '關閉',
    'gallery.saved': '圖片儲存成功',
    'gallery.loadFailed': '載入失敗',
  },
});
