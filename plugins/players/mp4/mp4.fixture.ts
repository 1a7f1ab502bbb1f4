export default {
  valid: [{ src: '/media/video/city-clip.mp4', title: '橘子洲头的清晨', contentId: '300040', poster: '/media/img/video-2.svg', orientation: 2 }],
  invalid: [{ title: '没有内容编号的视频', src: '/media/video/city-clip.mp4' }],
};
