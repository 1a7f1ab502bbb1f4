export default {
  valid: [{ id: '930001', type: 'news_multipic', title: '岳麓山红叶组图' }],
  invalid: [{ type: 'news_multipic', title: '缺少编号' }],
};
