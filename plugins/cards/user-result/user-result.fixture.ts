export default {
  valid: [
    { id: '12', type: 'user', title: '长沙发布', nickname: '长沙发布', head: '/media/img/avatar-12.svg', certMark: 'yellow-v', whetherFollow: false },
    { id: '102', type: 'user', title: '长沙摄影达人', nickname: '长沙摄影达人', head: '/media/img/avatar-2.svg', certMark: 'blue-v', whetherFollow: true },
    { id: '104', type: 'user', title: '长沙骑行达人', nickname: '长沙骑行达人', head: '', certMark: null },
  ],
  invalid: [{ id: '105', type: 'user', title: '', nickname: '' }],
};
