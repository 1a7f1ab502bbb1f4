import { defineMessages } from '../../core/engine/i18n/define-messages.ts';
import { description } from '../../cities/current.ts';

/** What a page says about itself to link previews and search engines (src/ssr/page-meta.ts). */
export const pageMetaMessages = defineMessages({
  en: {
    'meta.siteDescription': description.en,
  },
  'zh-CN': {
    'meta.siteDescription': description['zh-CN'],
  },
  'zh-TW': {
    'meta.siteDescription': description['zh-TW'],
  },
});
