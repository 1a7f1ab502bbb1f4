export default {
  valid: [
    {
      id: 'search-videos',
      name: '',
      typeCode: 'search.video-grid',
      contents: [
        { id: 910001, title: '一分钟看懂长沙地铁6号线', type: 'short_video', listStyle: 5, orientation: 1, thumbnailUrl: '/media/img/metro.svg', playDuration: 59, viewCountShow: 12345 },
        { id: 910002, title: '航拍：湘江两岸夜景灯光秀', type: 'news_video', listStyle: 5, orientation: 1, thumbnailUrl: '/media/img/xiangjiang-night.svg', playDuration: 95 },
        { id: 910003, title: '橘子洲焰火季回归', type: 'short_video', listStyle: 5, orientation: 1, thumbnailUrl: '/media/img/fireworks.svg', playDuration: 30, viewCountShow: 980 },
      ],
    },
  ],
  invalid: [{ id: 'search-videos-2', typeCode: '', contents: [] }],
};
