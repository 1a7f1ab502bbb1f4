export default {
  valid: [
    { id: '940001', type: 'service', title: '公积金查询', externalUrl: 'https://service.example.com/gjj' },
    { id: '940002', type: 'tv', title: '长沙新闻频道', externalUrl: '/content/channel/tv-0.html' },
  ],
  invalid: [{ id: '940003', type: 'radio' }],
};
