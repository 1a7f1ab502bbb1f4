export default {
  valid: [
    { id: '960001', type: 'short_video', title: '一分钟看懂长沙美食街' },
    { id: '960002', type: 'activity.works', title: '“我的长沙”摄影大赛作品' },
  ],
  invalid: [{ id: '960003', type: 'short_video' }],
};
