export default {
  valid: [
    { id: '920001', type: 'video', title: '湘江夜景延时摄影' },
    { id: '920002', type: 'video_com', title: '橘子洲焰火晚会回放' },
  ],
  invalid: [{ id: '', type: 'video', title: '没有编号的视频' }],
};
