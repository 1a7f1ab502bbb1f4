export default {
  valid: [
    { id: '400001', type: 'dynamic', title: '今天的橘子洲，太美了！' },
    { id: '400010', type: 'dynamic', title: '你去过岳麓山吗？', subType: 'vote' },
    { id: '400011', type: 'dynamic', title: '长沙发布：城市更新专题', externalUrl: 'https://mp.example.com/article/11' },
    { id: '500', type: 'community.topic', title: '#长沙美食#' },
    { id: '60', type: 'community.group', title: '长沙吃货团' },
    { id: '12', type: 'community.user', title: '长沙发布' },
    { id: '101', type: 'user', title: '长沙跑步达人', nickname: '长沙跑步达人' },
    { id: '100150', type: '5g_channel', title: '5G直播：橘子洲焰火', link: 'https://5g.example.com/live/150' },
  ],
  invalid: [{ id: '400012', type: 'dynamic' }],
};
