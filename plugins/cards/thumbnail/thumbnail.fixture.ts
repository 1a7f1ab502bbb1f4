export default {
  valid: [
    { id: '900011', title: '橘子洲景区周末烟花表演恢复，观赏指南请收好', listStyle: 1, thumbnailUrl: '/media/img/orange-isle.svg', source: '新湖南', showTime: '2026-11-21 19:30:00' },
    { id: 900012, title: '岳麓山枫叶进入最佳观赏期', listStyle: null, thumbnailUrl: '/media/missing.png' },
  ],
  invalid: [{ id: {}, title: 'bad id', listStyle: 2 }],
};
