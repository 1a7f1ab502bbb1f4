const img = (name: string) => `/media/img/${name}.svg`;
const base = {
  type: 'dynamic',
  issuerId: '3',
  issuerName: '湘江夜游人',
  issuerImageUrl: img('avatar-3'),
  showTime: '2026-11-24 18:30:00',
  belongTopicName: '#城市漫步#',
  topicContentId: '501',
  groupId: '60',
  groupName: '星城摄影圈',
  issueCity: '长沙市',
  issueArea: '岳麓区',
  totalComment: 12,
  likeCountShow: 86,
};
const images = (n: number) => Array.from({ length: n }, (_, i) => img(`dyn-f-${i}`)).join(',');

export default {
  valid: [
    { ...base, id: '930001', title: '湘江边的晚霞，太美了！', imagesUrl: images(3), label: 'essence' },
    { ...base, id: '930002', title: '岳麓山打卡', imagesUrl: images(1), width: 600, height: 1400, label: 'on-site' },
    { ...base, id: '930003', title: '地铁新线初体验', imagesUrl: images(4) },
    { ...base, id: '930004', title: '坡子街觅食', imagesUrl: '', thumbnailUrl: img('dyn-f-poster'), playUrl: '/media/hls/vod/index.m3u8', playDuration: 42, orientation: 1 },
    { ...base, id: '930005', title: '周末沿着湘江绿道骑行了一整天，从橘子洲大桥出发，经过杜甫江阁、渔湾码头，一路向北到月亮岛。沿途的银杏已经黄了，江风不大，骑行的人特别多。推荐大家带上水和补给，注意避开下班高峰。', imagesUrl: images(2), label: 'creative' },
    { id: '930006', type: 'dynamic', title: '', imagesUrl: images(9), issuerName: '长沙发布', label: 'high-quality' },
  ],
  invalid: [{ id: '930007', type: 'dynamic', imagesUrl: images(1) }],
};
