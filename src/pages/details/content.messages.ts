import { defineMessages } from '../../../core/engine/i18n/define-messages.ts';
import { appName } from '../../../cities/current.ts';

/**
 * What every content page says (an article, a video, a vote, a topic, its comments, its pictures):
 * the app's name, the page's title, and why there is no content. Apart from the article's own texts
 * (detail.messages.ts), so that a page showing none of the article loads none of them (issue 31's budgets).
 */
export const contentMessages = defineMessages({
  en: {
    'detail.appName': appName.en,
    // A content's page title, on the server's page and after hydration alike.
    'detail.pageTitle': '{title} - {app}',
    'detail.noNewsId': 'No news ID',
    'detail.contentMissing': 'Content does not exist',
  },
  'zh-CN': {
    'detail.appName': appName['zh-CN'],
    'detail.pageTitle': '{title} - {app}',
    'detail.noNewsId': '缺少新闻ID',
    'detail.contentMissing': '内容不存在',
  },
  'zh-TW': {
    'detail.appName': appName['zh-TW'],
    'detail.pageTitle': '{title} - {app}',
    'detail.noNewsId': '缺少新聞ID',
    'detail.contentMissing': '內容不存在',
  },
});
