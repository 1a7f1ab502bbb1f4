export default {
  valid: [
    {
      id: 48730,
      code: 'mycs.news.audio',
      name: '今日头条',
      typeCode: 'mycs.audio',
      contents: [
        { id: 940001, type: 'radio', title: '11月22日长沙早新闻', playUrl: '/media/audio/headlines-1122.mp3', playDuration: 312 },
        { id: 940002, type: 'radio', title: '11月21日长沙晚新闻', playUrl: '/media/audio/headlines-1121', playDuration: 287 },
      ],
    },
  ],
  invalid: [{ id: { value: 48731 }, typeCode: 'mycs.audio', config: 'loud' }],
};
