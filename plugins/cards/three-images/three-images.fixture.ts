export default {
  valid: [
    {
      id: 900041,
      title: '图集：橘子洲头冬日晨雾',
      type: 'news_multipic',
      listStyle: 3,
      thumbnailUrl: '/media/img/orange-isle-1.svg,/media/img/orange-isle-2.svg,/media/img/orange-isle-3.svg',
      source: '长沙晚报',
      showTime: '2026-11-22 06:40:00',
      commentCountShow: 1200,
    },
    { id: 900042, title: '只有两张图的图集', listStyle: 3, thumbnailUrl: '/media/img/a.svg, /media/img/b.svg' },
  ],
  invalid: [
    { id: 900043, title: '三图缺图', listStyle: 3, thumbnailUrl: ' ' },
    { id: 900044, title: '三图没有图', listStyle: 3 },
  ],
};
