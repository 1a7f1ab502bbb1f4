export default {
  valid: [
    {
      id: 900071,
      type: 'news_ad',
      title: '湘江新区楼盘开放日，周末看房享好礼',
      listStyle: 4,
      thumbnailUrl: '/media/img/ad-0.svg',
      source: '广告',
      tag: '广告',
      externalUrl: '/content/advert/0.html',
      crowdPackage: 'crowd-0',
    },
    { id: 900072, type: 'adver', title: '长沙银行信用卡新客礼', listStyle: 1, thumbnailUrl: '/media/img/ad-1.svg', source: '长沙银行' },
    { id: 900073, type: 'ad_third_party', title: '马栏山视频文创园招商', thumbnailUrl: '' },
  ],
  invalid: [{ id: 900074, type: 'news_ad', listStyle: 4, thumbnailUrl: '/media/img/ad-2.svg' }],
};
