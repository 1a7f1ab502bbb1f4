import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The full-screen photo gallery (spec 2 §2, §5, §8). */
export const galleryMessages = defineMessages({
  en: {
    'gallery.counter': '{current} / {total}',
    'gallery.save': 'Save',
    'gallery.cancel': 'Cancel',
    'gallery.close': 'Close',
    'gallery.saved': 'Image saved successfully',
    'gallery.loadFailed': 'Load failed',
    'gallery.label': 'Image viewer',
    'gallery.image': 'Image {current} of {total}',
    'gallery.actions': 'Image actions',
  },
  'zh-CN': {
    'gallery.counter': '{current} / {total}',
    'gallery.save': '保存图片',
    'gallery.cancel': '取消',
    'gallery.close': '关闭',
    'gallery.saved': '图片保存成功',
    'gallery.loadFailed': '加载失败',
    'gallery.label': '图片浏览',
    'gallery.image': '第 {current} 张，共 {total} 张',
    'gallery.actions': '图片操作',
  },
  'zh-TW': {
    'gallery.counter': '{current} / {total}',
    'gallery.save': '儲存圖片',
    'gallery.cancel': '取消',
    'gallery.close': '關閉',
    'gallery.saved': '圖片儲存成功',
    'gallery.loadFailed': '載入失敗',
    'gallery.label': '圖片瀏覽',
    'gallery.image': '第 {current} 張，共 {total} 張',
    'gallery.actions': '圖片操作',
  },
});
