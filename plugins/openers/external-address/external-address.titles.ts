import { definePluginTitles } from '../../../core/engine/registry/plugin-titles.ts';
import { externalAddressOpener } from './external-address.plugin.ts';

/** Its name for editors (preview, the playground, the gallery); readers never load it. */
export default definePluginTitles(externalAddressOpener, {
  title: { en: 'Opens its external address', 'zh-CN': '打开外部地址', 'zh-TW': '開啟外部地址' },
  reasons: {
    'item has no externalUrl': { 'zh-CN': '它没有外部地址', 'zh-TW': '它沒有外部地址' },
  },
});
