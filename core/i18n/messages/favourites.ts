import { defineMessages } from '../define-messages.ts';

/** Spec 2 §2 favourites (/favor, /slhFavor), §4 unfavouriting, §8 empty favourites. */
export const favouritesMessages = defineMessages({
  en: {
    'favourites.title': 'favourites',
    'favourites.tab.video': 'video',
    'favourites.tab.live': 'live',
    'favourites.tab.news': 'news',
    'favourites.emptyVideos': 'no favourite videos',
    'favourites.emptyLive': 'no favourite live',
    'favourites.emptyNews': 'no favourite news',
    'favourites.unfavourited': 'unfavourited successfully',
  },
  'zh-CN': {
    'favourites.title': '我的收藏',
    'favourites.tab.video': '视频',
    'favourites.tab.live': '直播',
    'favourites.tab.news': '新闻',
    'favourites.emptyVideos': '暂无收藏的视频',
    'favourites.emptyLive': '暂无收藏的直播',
    'favourites.emptyNews': '暂无收藏的新闻',
    'favourites.unfavourited': '取消收藏成功',
  },
  'zh-TW': {
    'favourites.title': '我的收藏',
    'favourites.tab.video': '影片',
    'favourites.tab.live': '直播',
    'favourites.tab.news': '新聞',
    'favourites.emptyVideos': '暫無收藏的影片',
    'favourites.emptyLive': '暫無收藏的直播',
    'favourites.emptyNews': '暫無收藏的新聞',
    'favourites.unfavourited': '取消收藏成功',
  },
});
