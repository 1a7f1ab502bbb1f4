export default {
  valid: [
    {
      id: 48662,
      code: 'mycs.news.list',
      name: '要闻',
      typeCode: 'core.list.content',
      config: { autoPlay: 0 },
      contents: [
        { id: 900031, title: '长沙发布今冬供暖保障方案', listStyle: 0, source: '长沙发布' },
        { id: 900032, title: '五一广场商圈改造完成', listStyle: 1, thumbnailUrl: '/media/img/wuyi-square.svg' },
      ],
    },
  ],
  invalid: [{ id: 48663, code: 'broken', contents: [] }],
};
