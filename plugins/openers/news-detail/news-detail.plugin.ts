import { defineOpener } from '../../../core/engine/registry/define.ts';
import { decideNewsDetail } from '../shared/news-detail-rule.ts';

export { NATIVE_NEWS_DETAIL_PAGE, NATIVE_PAGE_HANDLER, decideNewsDetail } from '../shared/news-detail-rule.ts';

/** Spec 1 §2: the types named in the rule. */
export const NEWS_DETAIL_TYPES = ['news_common', 'news_video', 'special', 'news_activity', 'activity', 'custom.carousel'] as const;

export const newsDetailOpener = defineOpener({
  title: 'News detail (native page in the app, else detail address)',
  schema: 'content-item',
  types: NEWS_DETAIL_TYPES,
  decide: decideNewsDetail,
});
