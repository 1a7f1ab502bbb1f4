import { defineOpener } from '../../../core/engine/registry/define.ts';
import { decideNewsDetail } from '../shared/news-detail-rule.ts';

/** Spec 1 §2: third-party advert types and any type not listed open like news (the default rule). */
export const defaultOpener = defineOpener({
  title: 'Default: any other type, third-party adverts included, opens like news',
  schema: 'content-item',
  types: '*',
  decide: decideNewsDetail,
});
