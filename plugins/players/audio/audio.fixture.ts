export default {
  valid: [{ src: '/media/audio/today-headlines.mp3', title: '今日头条：长沙新闻早知道', contentId: '100300', poster: '/media/img/audio-1.svg' }],
  invalid: [{ src: '/media/audio/today-headlines.mp3', contentId: '' }],
};
