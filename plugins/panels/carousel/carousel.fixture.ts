export default {
  valid: [
    {
      id: 48700,
      code: 'mycs.news.carousel',
      name: '头条轮播',
      typeCode: 'core.carousel',
      config: { autoPlay: true, autoPlayInterval: 4000 },
      contents: [
        { id: 910001, type: 'custom.carousel', title: '长沙国际马拉松鸣枪开跑', thumbnailUrl: '/media/img/marathon.svg' },
        { id: 910002, type: 'news_common', title: '橘子洲焰火晚会本周六恢复', listStyle: 1, thumbnailUrl: '/media/img/fireworks.svg' },
        { id: 910003, type: 'special', title: '专题：长沙这十年', thumbnailUrl: '/media/img/ten-years.svg' },
      ],
    },
    { id: 48701, typeCode: 'core.carousel', config: { autoPlay: false }, contents: [{ id: 910004, title: '只有一张的轮播', thumbnailUrl: '' }] },
  ],
  invalid: [{ id: 48702, contents: [] }, { id: '', typeCode: 'core.carousel', config: { autoPlayInterval: 100 } }],
};
