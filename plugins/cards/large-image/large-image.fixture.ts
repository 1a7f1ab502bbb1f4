export default {
  valid: [
    { id: 900021, title: '湘江新区再添一座城市公园', listStyle: 4, thumbnailUrl: '/media/img/xiangjiang-park.svg', source: '长沙发布', showTime: '2026-11-22 07:00:00', viewCountShow: 25800 },
  ],
  invalid: [{ id: 900022, title: '大图缺图', listStyle: 4, thumbnailUrl: '' }],
};
