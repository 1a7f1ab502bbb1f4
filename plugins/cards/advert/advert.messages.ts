import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';

/** The advert card and its complaint popup (spec 2 §2). */
export const advertMessages = defineMessages({
  en: {
    'advert.close': 'Close this ad',
    'advert.feedback': 'Why close this ad?',
    'advert.notInterested': 'Not interested',
    'advert.complaint': 'Complaint',
    'advert.reason.clickbait': 'Clickbait',
    'advert.reason.falseContent': 'False content',
    'advert.reason.discomfort': 'Causes discomfort',
    'advert.reason.pornViolence': 'Pornography or violence',
    'advert.reason.infringement': 'Infringement',
    'advert.reason.other': 'Other',
    'advert.cancel': 'Cancel',
  },
  'zh-CN': {
    'advert.close': '关闭广告',
    'advert.feedback': '为什么关闭这条广告？',
    'advert.notInterested': '不感兴趣',
    'advert.complaint': '投诉',
    'advert.reason.clickbait': '标题党',
    'advert.reason.falseContent': '内容虚假',
    'advert.reason.discomfort': '引起不适',
    'advert.reason.pornViolence': '色情暴力',
    'advert.reason.infringement': '侵权',
    'advert.reason.other': '其他',
    'advert.cancel': '取消',
  },
  'zh-TW': {
    'advert.close': '關閉廣告',
    'advert.feedback': '為什麼關閉這則廣告？',
    'advert.notInterested': '不感興趣',
    'advert.complaint': '投訴',
    'advert.reason.clickbait': '標題黨',
    'advert.reason.falseContent': '內容虛假',
    'advert.reason.discomfort': '引起不適',
    'advert.reason.pornViolence': '色情暴力',
    'advert.reason.infringement': '侵權',
    'advert.reason.other': '其他',
    'advert.cancel': '取消',
  },
});
