export default {
  valid: [
    {
      id: 48710,
      code: 'mycs.news.rail',
      name: '城市服务',
      typeCode: 'core.list.content.horizontal',
      contents: [
        { id: 920001, title: '公积金提取指南', listStyle: 1, thumbnailUrl: '/media/img/fund.svg' },
        { id: 920002, title: '长沙地铁线路图', listStyle: 0 },
        { id: 920003, title: '社保缴费基数调整', listStyle: 2, thumbnailUrl: '/media/img/social.svg' },
        { id: 920004, title: '冬季供暖热线', type: 'service', listStyle: null, thumbnailUrl: '/media/img/heating.svg' },
      ],
    },
  ],
  invalid: [{ id: 48711, typeCode: '', contents: [] }],
};
