export default {
  valid: [
    { id: '100150', type: '5g_channel', genre: 'news_live', title: '5G直播：橘子洲焰火', thumbnail: '/media/img/fireworks.svg', authorName: '长沙广电', authorAvatarUrl: '/media/img/avatar-5g.svg', link: 'https://5g.example.com/live/150' },
    { id: '100151', type: '5g_channel', genre: 'special', title: '湘江保护在行动', thumbnailUrl: '/media/img/xiangjiang.svg', link: '/content/special/1.html' },
  ],
  invalid: [{ id: '100152', type: '5g_channel' }],
};
