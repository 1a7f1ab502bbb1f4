export default {
  valid: [
    { src: '/media/hls/vod/index.m3u8', title: '湘江两岸夜景航拍', contentId: '300001', poster: '/media/img/video-1.svg' },
    { src: '/media/hls/live/index.m3u8', title: '长沙新闻频道直播', contentId: '100400', liveStatus: 1 },
  ],
  invalid: [{ src: '', title: '没有地址的视频', contentId: '300002' }],
};
