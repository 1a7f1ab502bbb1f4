export default {
  valid: [
    {
      id: 48720,
      code: 'mycs.news.special',
      name: '专题回看',
      typeCode: 'news.special-overview',
      contents: [
        {
          id: 930001,
          type: 'special',
          title: '2026长沙两会',
          brief: '聚焦城市发展新蓝图，回看大会精彩瞬间。',
          thumbnailUrl: '/media/img/two-sessions.svg',
        },
      ],
    },
  ],
  invalid: [{ typeCode: 'news.special-overview', contents: [] }],
};
