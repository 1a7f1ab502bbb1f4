const option = (id: number, title: string, viewValue: number, hasVoted = false) => ({ id, title, viewValue, hasVoted });

export default {
  valid: [
    {
      id: 900061,
      title: '地铁早高峰是否应增开大站快车？',
      listStyle: 6,
      extend: {
        vote: { activityId: 7001, type: '0', voteTotal: 1530, end: false, items: [option(1, '支持', 1120), option(2, '不支持', 410)] },
      },
    },
    {
      id: 900062,
      title: '你最喜欢的长沙夜市是？',
      listStyle: 6,
      extend: {
        vote: {
          activityId: 7002,
          type: '1',
          voteTotal: 0,
          items: [option(11, '坡子街', 0), option(12, '渔人码头', 0), option(13, '化龙池', 0)],
        },
      },
    },
    {
      id: 900063,
      title: '已经结束的投票',
      listStyle: 6,
      extend: { vote: { activityId: 7003, type: 0, end: 1, voteTotal: 12, items: [option(21, '是', 9), option(22, '否', 3)] } },
    },
  ],
  invalid: [
    { id: 900064, title: '两选项投票只有一个选项', listStyle: 6, extend: { vote: { activityId: 7004, type: '0', items: [option(31, '唯一', 0)] } } },
    { id: 900065, title: '没有投票数据', listStyle: 6, extend: { showtime: '2026-11-22' } },
    { id: 900066, title: '没有选项的多选投票', listStyle: 6, extend: { vote: { activityId: 7005, type: '1', items: [] } } },
  ],
};
