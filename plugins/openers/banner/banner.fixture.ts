export default {
  valid: [
    { id: '970001', type: 12, title: '长沙两会直播' },
    { id: '970002', type: '2', title: '湘江新区宣传片' },
    { id: '970003', type: '1', title: '橘子洲景区提质改造', linkType: '2', linkUrl: 'https://www.example.com/juzizhou' },
  ],
  invalid: [{ id: '970004', type: '8' }],
};
