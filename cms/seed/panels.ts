import type { Db } from '../db/database.ts';
import type { SeededCity } from './seed.ts';
import { cityNamed } from '../../cities/by-name.ts';

/** The city the local CMS stands in for (`CITY`): its category codes, panel and tab ids. */
const CITY = cityNamed();

/** Panel ids of the spec (spec 2 §9). */
export const NEWS_LIST_PANEL_ID = Number(CITY.videoPanels.defaultPanel);
export const LIVE_PANEL_ID = Number(CITY.videoPanels.livePanel);
export const FAVOUR_SEGMENT_PANEL_IDS = [Number(CITY.videoPanels.favouriteSegments[0]), Number(CITY.videoPanels.favouriteSegments[1])] as const;
/** Video tabs (sub-categories of the video category) → their panels: video, live, the favourite pair. */
const [videoTab, liveTab, followTab] = Object.keys(CITY.videoPanels.tabPanels).map(Number);
export const VIDEO_TABS = [
  { id: videoTab ?? 0, name: '视频', code: CITY.videoCategories.videoTab, panelId: NEWS_LIST_PANEL_ID },
  { id: liveTab ?? 0, name: '直播', code: CITY.videoCategories.liveTab, panelId: LIVE_PANEL_ID },
  { id: followTab ?? 0, name: '关注', code: CITY.videoCategories.follow, panelId: FAVOUR_SEGMENT_PANEL_IDS[0] },
] as const;
/** Favourite tabs (sub-categories of the favourites' tabs category) → their panels: video, live, news. */
const favourPanel = (kind: 'video' | 'live' | 'news'): number => Number(CITY.favourPanels.panelKinds.find(([, k]) => k === kind)?.[0]);
const favourTab = (kind: 'video' | 'live' | 'news'): number => Number(CITY.favourPanels.tabPanels.find(([, panel]) => Number(panel) === favourPanel(kind))?.[0]);
export const FAVOUR_TABS = (['video', 'live', 'news'] as const).map((kind, i) => ({
  id: favourTab(kind),
  name: ['视频', '直播', '新闻'][i] ?? kind,
  code: CITY.favourCategories[kind],
  panelId: favourPanel(kind),
}));
/** The hot tab's rankings (spec 2 §2): panel id, name, typeCode of the client's ranking plugins. */
export const LIFE_RANKING_PANELS = [
  [61007, '本地服务排行', 'life.ranking.services'],
  [61008, '新闻热榜', 'life.ranking.news'],
  [61009, '图书借阅排行', 'life.ranking.books'],
] as const;
/** A panel whose typeCode no client plugin knows: readers never see it, editors see why. */
export const UNKNOWN_TYPE_PANEL_ID = 49001;
/** An item with no title in the home list: left out for readers, explained in preview. */
export const BROKEN_ITEM_ID = 100999;

const CATEGORIES: readonly [string, string, string | null][] = [
  [CITY.newsCategory, '新闻', null],
  [CITY.videoCategories.video, '视频', null],
  [CITY.videoCategories.videoTab, '视频', CITY.videoCategories.video],
  [CITY.videoCategories.follow, '关注', CITY.videoCategories.video],
  [CITY.videoCategories.topics, '话题', CITY.videoCategories.video],
  [CITY.videoCategories.liveTab, '直播', CITY.videoCategories.video],
  [CITY.favourCategories.all, '收藏', null],
  [CITY.favourCategories.video, '收藏视频', CITY.favourCategories.all],
  [CITY.favourCategories.live, '收藏直播', CITY.favourCategories.all],
  [CITY.favourCategories.news, '收藏新闻', CITY.favourCategories.all],
  [CITY.favourCategories.tabs, '我的收藏', null],
  [CITY.lifeCategories.recommend, '推荐', null],
  [CITY.lifeCategories.boon, '福利', null],
  [CITY.lifeCategories.happy, '玩乐', null],
  [CITY.lifeCategories.hot, '热门', null],
];

export function seedPanels(db: Db, city: SeededCity): number {
  const insertCategory = db.prepare('INSERT INTO categories (code, name, parent_code) VALUES (?, ?, ?)');
  const insertSub = db.prepare('INSERT INTO categories_sub (id, parent_code, name, code, panel_id, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const insertPanel = db.prepare('INSERT INTO panels (id, category_code, code, name, type_code, config, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const link = db.prepare('INSERT INTO panel_contents (panel_id, content_id, sort) VALUES (?, ?, ?)');
  for (const c of CATEGORIES) insertCategory.run(...c);

  let count = 0;
  const panel = (id: number, category: string, name: string, typeCode: string, items: readonly { id: number }[], config: object = {}) => {
    insertPanel.run(id, category, `${category}.${id}`, name, typeCode, JSON.stringify(config), count++);
    const ids = [...new Set(items.map((item) => item.id))];
    ids.forEach((contentId, i) => link.run(id, contentId, i));
  };

  // News home: carousel, today-headlines audio, live rail, playback overview, an unknown panel, the long list.
  panel(48650, CITY.newsCategory, '', 'core.carousel', [...city.carousel, ...city.news.filter((n) => n.listStyle === 4).slice(0, 2)], { autoPlay: 1, autoPlayInterval: 4000 });
  panel(48651, CITY.newsCategory, '今日头条', CITY.audioPanelType, [city.audio]);
  panel(48652, CITY.newsCategory, '长沙直播', 'core.list.content.horizontal', city.lives.slice(0, 6));
  // Spec 2 §2: a special-overview card opens /PlayBack?id (the TV replay list): playback archives only, no topics.
  panel(48653, CITY.newsCategory, '精彩回放', 'news.special-overview', [city.playbackSpecial, ...city.programmeArchives]);
  panel(UNKNOWN_TYPE_PANEL_ID, CITY.newsCategory, '测试：未注册的版块', 'test.unknown-panel', []);
  const mixed = city.news.slice(2).flatMap((item, i) => {
    const extras = [];
    if (i % 9 === 4) extras.push(city.adverts[(i / 9) % city.adverts.length | 0]);
    if (i % 13 === 6) extras.push(city.newsVideos[((i / 13) | 0) % city.newsVideos.length]);
    if (i % 19 === 8) extras.push(city.multiPics[(i / 19) | 0]);
    // Short videos open the app's own player (spec 1 §2): two near the top of the home list.
    if (i === 1 || i === 12) extras.push(city.shortVideos[i === 1 ? 0 : 1]);
    return [item, ...extras.filter((x) => x !== undefined)];
  });
  db.prepare('INSERT INTO contents (id, type, title, issue_time, published, data) VALUES (?, ?, ?, ?, 1, ?)').run(
    BROKEN_ITEM_ID, 'news_common', '', 0, JSON.stringify({ id: BROKEN_ITEM_ID, type: 'news_common', listStyle: 1, thumbnailUrl: '/media/img/broken.svg' }),
  );
  // The drafts sit near the top of the long list: an editor's preview shows them there, marked.
  panel(NEWS_LIST_PANEL_ID, CITY.newsCategory, '', 'core.list.content', [...mixed.slice(0, 1), ...city.drafts, ...mixed.slice(1, 3), { id: BROKEN_ITEM_ID }, ...mixed.slice(3)]);

  // Video: tabs panel, the live panel, favourite segments, topic chips.
  panel(48630, CITY.videoCategories.video, '视频', 'core.list.content', []);
  VIDEO_TABS.forEach((tab, i) => insertSub.run(tab.id, CITY.videoCategories.video, tab.name, tab.code, tab.panelId, i));
  panel(48631, CITY.videoCategories.videoTab, '视频', 'core.list.content', city.videos);
  panel(LIVE_PANEL_ID, CITY.videoCategories.liveTab, '直播', 'core.list.content', city.lives);
  panel(FAVOUR_SEGMENT_PANEL_IDS[0], CITY.videoCategories.follow, '关注直播', 'core.list.content', city.lives.slice(0, 3));
  panel(FAVOUR_SEGMENT_PANEL_IDS[1], CITY.videoCategories.follow, '关注视频', 'core.list.content', city.videos.slice(0, 6));
  panel(48632, CITY.videoCategories.topics, '话题', 'core.list.content.horizontal', city.shortVideos.slice(0, 12));

  // Favourites: tab panel with sub-categories; the per-reader lists are filled at request time.
  panel(62820, CITY.favourCategories.tabs, '我的收藏', 'core.list.content', []);
  FAVOUR_TABS.forEach((tab, i) => insertSub.run(tab.id, CITY.favourCategories.tabs, tab.name, tab.code, tab.panelId, i));
  panel(favourPanel('video'), CITY.favourCategories.video, '收藏视频', 'core.list.content', []);
  panel(favourPanel('live'), CITY.favourCategories.live, '收藏直播', 'core.list.content', []);
  panel(favourPanel('news'), CITY.favourCategories.news, '收藏新闻', 'core.list.content', []);
  panel(62824, CITY.favourCategories.all, '我的收藏', 'core.list.content', []);

  // Life tabs (spec 2 §2 Life home): each a carousel with adverts or services, then a list; the hot
  // tab's three rankings are panels whose plugins fetch their own figures.
  panel(61001, CITY.lifeCategories.recommend, '', 'core.carousel', [...city.carousel, ...city.adverts.slice(4, 6)], { autoPlay: 1 });
  panel(61002, CITY.lifeCategories.recommend, '城市服务', 'core.list.content.horizontal', city.services);
  panel(61003, CITY.lifeCategories.recommend, '生活推荐', 'core.list.content', city.news.slice(40, 70));
  panel(61010, CITY.lifeCategories.boon, '', 'core.carousel', [...city.adverts.slice(6, 8), ...city.carousel.slice(0, 1)], { autoPlay: 1 });
  panel(61004, CITY.lifeCategories.boon, '福利活动', 'core.list.content', [...city.activities, ...city.adverts.slice(0, 3)]);
  panel(61011, CITY.lifeCategories.happy, '玩乐服务', 'core.list.content.horizontal', city.services.slice(2));
  panel(61005, CITY.lifeCategories.happy, '玩乐', 'core.list.content', [...city.works, ...city.shortVideos.slice(12, 24)]);
  for (const [id, name, typeCode] of LIFE_RANKING_PANELS) panel(id, CITY.lifeCategories.hot, name, typeCode, []);
  panel(61006, CITY.lifeCategories.hot, '热门', 'core.list.content', city.news.slice(0, 20));
  return count;
}
