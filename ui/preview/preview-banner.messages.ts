import { defineMessages } from '../../core/engine/i18n/define-messages.ts';

/** The preview banner: preview is on, what the page left out or changed, links to each. */
export const previewBannerMessages = defineMessages({
  en: {
    'previewBanner.on': 'Preview is on',
    'previewBanner.leftOut': "Readers don't see {panels, plural, one {# panel} other {# panels}} and {items, plural, one {# item} other {# items}}",
    'previewBanner.warned': '{panels, plural, one {# panel} other {# panels}} and {items, plural, one {# item} other {# items}} shown without unusable fields',
    'previewBanner.failed': '{count, plural, one {# block} other {# blocks}} failed to draw',
    'previewBanner.drafts': '{count, plural, one {# draft} other {# drafts}} shown',
    'previewBanner.allShown': 'Readers see everything on this page',
    'previewBanner.list': 'Go to each',
    'previewBanner.playground': 'Playground',
  },
  'zh-CN': {
    'previewBanner.on': '预览模式已开启',
    'previewBanner.leftOut': '读者看不到 {panels} 个面板、{items} 个条目',
    'previewBanner.warned': '{panels} 个面板、{items} 个条目去掉无法使用的字段后显示',
    'previewBanner.failed': '{count} 个区块渲染失败',
    'previewBanner.drafts': '显示了 {count} 篇草稿',
    'previewBanner.allShown': '本页内容全部显示',
    'previewBanner.list': '逐一查看',
    'previewBanner.playground': '调试台',
  },
  'zh-TW': {
    'previewBanner.on': '預覽模式已開啟',
    'previewBanner.leftOut': '讀者看不到 {panels} 個面板、{items} 個條目',
    'previewBanner.warned': '{panels} 個面板、{items} 個條目去掉無法使用的欄位後顯示',
    'previewBanner.failed': '{count} 個區塊渲染失敗',
    'previewBanner.drafts': '顯示了 {count} 篇草稿',
    'previewBanner.allShown': '本頁內容全部顯示',
    'previewBanner.list': '逐一查看',
    'previewBanner.playground': '調試台',
  },
});
