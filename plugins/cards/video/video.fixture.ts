export default {
  valid: [
    {
      id: 900051,
      title: '航拍：湘江两岸夜景灯光秀',
      type: 'news_video',
      listStyle: 5,
      thumbnailUrl: '/media/img/xiangjiang-night.svg',
      playUrl: '/media/video/xiangjiang-night.mp4',
      playDuration: 3725,
      source: '长沙广电',
      showTime: '2026-11-21 21:00:00',
    },
    { id: 900052, title: '一分钟看懂长沙新规', type: 'video', listStyle: 5, thumbnailUrl: '/media/img/rules.svg', playDuration: 59 },
  ],
  invalid: [{ id: 900053, title: '视频缺封面', listStyle: 5, thumbnailUrl: '' }],
};
