import { defineMessages } from '../define-messages.ts';

/** Spec 1 §9: the pull-to-refresh, load-more and list-footer messages. */

export const feedMessages = defineMessages({
  en: {
    'feed.pullToRefresh': 'Pull down to refresh',
    'feed.releaseToRefresh': 'Release to refresh',
    'feed.refreshSuccess': 'Refresh success',
    'feed.refreshFailure': 'Refresh failure',
    'feed.pullToLoadMore': 'Pull up to load more',
    'feed.releaseToLoadMore': 'Release to load more',
    'feed.loadSuccess': 'Load success',
    'feed.loadFailure': 'Load failure',
    'feed.noMoreData': 'No more data',
    'feed.newUpdates': 'New updates pull down to refresh',
    'feed.bottomLine': 'Bottom line',
    'feed.noData': 'No data',
  },
  'zh-CN': {
    'feed.pullToRefresh': '下拉刷新',
    'feed.releaseToRefresh': '释放刷新',
    'feed.refreshSuccess': '刷新成功',
    'feed.refreshFailure': '刷新失败',
    'feed.pullToLoadMore': '上拉加载更多',
    'feed.releaseToLoadMore': '释放加载更多',
    'feed.loadSuccess': '加载成功',
    'feed.loadFailure': '加载失败',
    'feed.noMoreData': '没有更多数据了',
    'feed.newUpdates': '有新内容，下拉刷新',
    'feed.bottomLine': '我是有底线的',
    'feed.noData': '暂无数据',
  },
  'zh-TW': {
    'feed.pullToRefresh': '下拉重新整理',
    'feed.releaseToRefresh': '釋放重新整理',
    'feed.refreshSuccess': '重新整理成功',
    'feed.refreshFailure': '重新整理失敗',
    'feed.pullToLoadMore': '上拉載入更多',
    'feed.releaseToLoadMore': '釋放載入更多',
    'feed.loadSuccess': '載入成功',
    'feed.loadFailure': '載入失敗',
    'feed.noMoreData': '沒有更多資料了',
    'feed.newUpdates': '有新內容，下拉重新整理',
    'feed.bottomLine': '我是有底線的',
    'feed.noData': '暫無資料',
  },
});
