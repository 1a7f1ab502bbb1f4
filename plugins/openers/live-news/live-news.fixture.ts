export default {
  valid: [{ id: '950001', type: 'news_live', title: '长沙马拉松直播', externalUrl: 'https://live.example.com/room?id=9' }],
  invalid: [{ id: '950002', type: 'news_live' }],
};
