import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The user search result (spec 2 §3: certMark yellow-v or other). */
export const userResultMessages = defineMessages({
  en: {
    'user.certifiedYellow': 'Certified (yellow V)',
    'user.certified': 'Certified',
    'user.home': '{name}, home page',
    'user.homeCertified': '{name}, home page, {cert}',
  },
  'zh-CN': {
    'user.certifiedYellow': '黄V认证',
    'user.certified': '已认证',
    'user.home': '{name}的主页',
    'user.homeCertified': '{name}的主页，{cert}',
  },
  'zh-TW': {
    'user.certifiedYellow': '黃V認證',
    'user.certified': '已認證',
    'user.home': '{name}的主頁',
    'user.homeCertified': '{name}的主頁，{cert}',
  },
});
