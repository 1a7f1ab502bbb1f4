export default {
  valid: [
    { id: 900001, title: '长沙地铁6号线东延段今日开通试运营', type: 'news_common', listStyle: 0, source: '长沙晚报', showTime: '2026-11-20 08:00:00', viewCountShow: '12345' },
  ],
  invalid: [{ id: 900002, listStyle: 0 }],
};
