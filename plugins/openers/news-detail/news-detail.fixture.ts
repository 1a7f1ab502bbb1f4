export default {
  valid: [
    {
      id: '910001',
      type: 'news_common',
      title: '长沙地铁6号线东延段今日开通',
      detailUrl: '/details?newsId=910001',
      shareTitle: '长沙地铁6号线东延段今日开通',
      shareBrief: '沿线居民出行再提速',
      shareImageUrl: '/media/img/metro.svg',
    },
    { id: '910002', type: 'ad_thirdparty', title: '第三方广告', externalUrl: 'https://ad.example.com/landing' },
  ],
  invalid: [{ id: '910003', type: 'news_common' }],
};
