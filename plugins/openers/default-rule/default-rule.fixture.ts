/** Types the other open rules do not name: a third-party advert and an unknown type open like news. */
export default {
  valid: [
    { id: '910011', type: 'ad_thirdparty', title: '第三方广告', externalUrl: 'https://ad.example.com/landing' },
    { id: '910012', type: 'news_future_kind', title: '一种新内容', detailUrl: '/details?newsId=910012' },
  ],
  invalid: [{ id: '910013', type: 'ad_thirdparty' }],
};
