import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { communityGroupOpener, communityTopicOpener, communityUserOpener, dynamicOpener, fiveGOpener } from './community.plugin.ts';

/** Their names for editors (preview, the playground, the gallery), and why one goes nowhere; readers never load them. */
export default [
  definePluginTitles(dynamicOpener, {
    title: { en: 'Opens the post in the community', 'zh-CN': '在社区中打开动态', 'zh-TW': '在社區中開啟動態' },
    reasons: {
      'item has no id': { 'zh-CN': '它没有编号', 'zh-TW': '它沒有編號' },
      'no community address': { 'zh-CN': '没有社区地址', 'zh-TW': '沒有社區地址' },
      'post has no address': { 'zh-CN': '这条动态没有地址', 'zh-TW': '這條動態沒有地址' },
    },
  }),
  definePluginTitles(communityTopicOpener, { title: { en: "Opens the topic's community page", 'zh-CN': '打开话题的社区页', 'zh-TW': '開啟話題的社區頁' } }),
  definePluginTitles(communityGroupOpener, { title: { en: "Opens the group's community page", 'zh-CN': '打开圈子的社区页', 'zh-TW': '開啟圈子的社區頁' } }),
  definePluginTitles(communityUserOpener, { title: { en: "Opens the user's home page", 'zh-CN': '打开用户主页', 'zh-TW': '開啟用戶主頁' } }),
  definePluginTitles(fiveGOpener, {
    title: { en: 'Opens the 5G item’s link', 'zh-CN': '打开 5G 条目的链接', 'zh-TW': '開啟 5G 條目的連結' },
    reasons: { '5G item has no link': { 'zh-CN': '这个 5G 条目没有链接', 'zh-TW': '這個 5G 條目沒有連結' } },
  }),
];
