import { NEWS_RANKING_PATH } from '../../../core/domain/life/rankings.ts';

/** The panel as the CMS lists it (its figures come from the news ranking: `answers`, for the stand-in request). */
export default {
  valid: [{ id: 61008, code: 'mycs.life.hot.61008', name: '新闻热榜', typeCode: 'life.ranking.news', contents: [] }],
  invalid: [{ id: 61008, typeCode: '' }],
  answers: {
    [NEWS_RANKING_PATH]: [
      { id: 100012, title: '长沙地铁6号线东延段开通运营', type: 'news_common', heat: 52110, labelType: 1 },
      { id: 100021, title: '橘子洲焰火季本周六晚回归', type: 'news_common', heat: 41876, labelType: 1 },
      { id: 100033, title: '岳麓山红枫进入最佳观赏期', type: 'news_common', heat: 30544, labelType: 1 },
      { id: 100041, title: '湘江新区发布人才新政十条', type: 'news_common', heat: 12003, labelType: 2 },
      { id: 100052, title: '五一商圈启动夜间经济示范街', type: 'news_common', heat: 9807, labelType: 0 },
    ],
  },
};
