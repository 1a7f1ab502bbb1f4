import { defineMessages } from '../../core/i18n/define-messages.ts';

/** The preview banner: preview is on, what the page left out or changed, links to each. */
export const previewBannerMessages = defineMessages({
  en: {
    'previewBanner.on': 'preview is on',
    'previewBanner.leftOut': '{panels} panel(s) and {items} item(s) left out',
    'previewBanner.warned': '{panels} panel(s) and {items} item(s) shown without unusable fields',
    'previewBanner.failed': '{count} block(s) failed to render',
    'previewBanner.drafts': '{count} draft(s) shown',
    'previewBanner.allShown': 'everything on this page was shown',
    'previewBanner.list': 'go to each',
    'previewBanner.playground': 'playground',
  },
  'zh-CN': {
    'previewBanner.on': '预览模式已开启',
    'previewBanner.leftOut': '{panels} 个面板、{items} 个条目未显示',
    'previewBanner.warned': '{panels} 个面板、{items} 个条目去掉无法使用的字段后显示',
    'previewBanner.failed': '{count} 个区块渲染失败',
    'previewBanner.drafts': '显示了 {count} 篇草稿',
    'previewBanner.allShown': '本页内容全部显示',
    'previewBanner.list': '逐一查看',
    'previewBanner.playground': '调试台',
  },
  'zh-TW': {
    'previewBanner.on': '預覽模式已開啟',
    'previewBanner.leftOut': '{panels} 個面板、{items} 個條目未顯示',
    'previewBanner.warned': '{panels} 個面板、{items} 個條目去掉無法使用的欄位後顯示',
    'previewBanner.failed': '{count} 個區塊渲染失敗',
    'previewBanner.drafts': '顯示了 {count} 篇草稿',
    'previewBanner.allShown': '本頁內容全部顯示',
    'previewBanner.list': '逐一查看',
    'previewBanner.playground': '調試台',
  },
});
