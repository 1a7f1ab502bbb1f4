import type { Db } from '../db/database.ts';
import { contentIndexer } from '../db/search-index.ts';
import { SEED_VERSION } from '../db/seed-version.ts';
import { AUDIO_URL, advertItems, cmsTime, channelItems, itemFactory, liveItems, multiPicItems, newsItems, simpleItems, videoItems, videoTabItems, withLiveChannel, type Item } from './contents.ts';
import { seedCommunity } from './community.ts';
import { seedPanels } from './panels.ts';
import { seededRandom } from './random.ts';

/** Every seeded time counts back from this instant, so the seed is the same on every machine. */
export const SEED_NOW = Date.parse('2026-11-22T08:00:00+08:00');
export const SEED = 430100;

export { BROKEN_ITEM_ID, NEWS_LIST_PANEL_ID, UNKNOWN_TYPE_PANEL_ID } from './panels.ts';

export interface SeededCity {
  news: Item[];
  videos: Item[];
  newsVideos: Item[];
  shortVideos: Item[];
  lives: Item[];
  channels: Item[];
  multiPics: Item[];
  adverts: Item[];
  specials: Item[];
  playbacks: Item[];
  /** The special the 2021 playback archive (class 8999) belongs to: /PlayBack?id=300037. */
  playbackSpecial: Item;
  /** One programme's archive each (政务访谈 300038, class 8998; 城市夜话 300039, class 8997). */
  programmeArchives: Item[];
  services: Item[];
  carousel: Item[];
  activities: Item[];
  works: Item[];
  drafts: Item[];
  audio: Item;
}

/** The TV programmes of the 2021 playback archive, each replay one of them in turn. */
export const PROGRAMMES = ['新闻联播', '政务访谈', '城市夜话'] as const;

function archiveTime(t: number) {
  return { issueTimeStamp: t, showTime: cmsTime(t), createTime: cmsTime(t), vernier: String(t) };
}

function buildCity(random: () => number): SeededCity {
  const f = itemFactory(random, SEED_NOW, 100000);
  const playbackFactory = itemFactory(random, Date.parse('2021-12-31T20:00:00+08:00'), 300000);
  const archives = itemFactory(seededRandom(SEED + 1), Date.parse('2022-01-01T08:00:00+08:00'), 300036);
  return {
    news: newsItems(f, random, 220),
    videos: videoTabItems(videoItems(f, random, 'video', 24, '视频')),
    newsVideos: [...videoItems(f, random, 'news_video', 8, '新闻视频'), ...withLiveChannel(videoItems(f, random, 'video_com', 8, '视听长沙'))],
    shortVideos: videoItems(f, random, 'short_video', 40, '短视频'),
    lives: liveItems(f, 10),
    channels: channelItems(f),
    multiPics: multiPicItems(f, 15),
    adverts: advertItems(f, 12),
    specials: simpleItems(f, 'special', ['长沙地铁建设专题', '湘江保护在行动', '2026长沙马拉松', '岳麓山枫叶季', '城市更新进行时', '长沙夜经济地图'], { listStyle: 4 }),
    playbacks: Array.from({ length: 36 }, (_, i) => ({
      ...playbackFactory.next('video', `回放｜2021年${12 - (i % 12)}月${PROGRAMMES[i % 3]}第${i + 1}期`, {
        listStyle: 5,
        playUrl: '/media/hls/vod/index.m3u8',
        playDuration: 600 + ((i * 137) % 3000),
        brief: i % 2 ? '本期节目聚焦长沙城市建设与民生热点，邀请嘉宾深入解读。' : '精彩回放',
      }),
      // The archive spreads over 2021: every ten days back from the year's end.
      ...archiveTime(Date.parse('2021-12-31T20:00:00+08:00') - i * 10 * 86_400_000),
    })),
    // Its own generator: the rest of the city stays as it was seeded before it came.
    playbackSpecial: archives.next('special', '2021节目回放', {
      listStyle: 4,
      brief: '新闻联播、政务访谈、城市夜话：2021年的节目回放。',
    }),
    programmeArchives: PROGRAMMES.slice(1).map((name) => archives.next('special', `2021${name}回放`, { listStyle: 4, brief: `${name}：2021年的节目回放。` })),
    services: simpleItems(f, 'service', ['社保查询', '公积金查询', '医院挂号', '违章查询', '水电燃气缴费']),
    carousel: simpleItems(f, 'custom.carousel', ['长沙：一座来了就不想走的城市', '橘子洲焰火季回归', '湘江新区十年巨变'], { listStyle: 4 }),
    activities: [
      ...simpleItems(f, 'news_activity', ['寻找长沙最美街巷摄影大赛', '全民阅读打卡21天']),
      ...simpleItems(f, 'activity', ['周末亲子自然课', '志愿者招募：湘江净滩']),
      ...simpleItems(f, 'news_picword', ['图文直播：长沙两会开幕', '图文：地铁6号线首日体验']),
    ],
    works: simpleItems(f, 'activity.works', ['我镜头里的长沙', '岳麓山日出延时', '夜色湘江'], { listStyle: 5, playUrl: '/media/hls/vod/index.m3u8', playDuration: 95 }),
    // Drafts are news like any other (a body at contentUrl); only an editor's preview lists and opens them.
    drafts: ['（草稿）长沙发布冬季出行指南', '（草稿）湘江新区新规解读', '（草稿）天心区教育集团化办学'].map((title) => f.next('news_common', title, { listStyle: 1 })),
    audio: f.next('news_common', '今日头条：长沙新闻早知道', { listStyle: 0, playUrl: AUDIO_URL, playDuration: 12 }),
  };
}

export function seedDatabase(db: Db): { contents: number; panels: number } {
  const random = seededRandom(SEED);
  const city = buildCity(random);
  const insertContent = db.prepare('INSERT INTO contents (id, type, title, issue_time, published, data) VALUES (?, ?, ?, ?, ?, ?)');
  const insertCounter = db.prepare('INSERT INTO counters (content_id, views, likes, favors, comments) VALUES (?, ?, ?, ?, 0)');
  const index = contentIndexer(db);
  let contents = 0;
  let panels = 0;
  db.transaction(() => {
    const all = Object.entries(city).flatMap(([group, value]) => (Array.isArray(value) ? value : [value]).map((item) => ({ group, item })));
    for (const { group, item } of all) {
      const published = group !== 'drafts';
      insertContent.run(item.id, item.type, item.title ?? '', item.issueTimeStamp, published ? 1 : 0, JSON.stringify(item));
      insertCounter.run(item.id, Number(item.viewCountShow ?? 0), Number(item.likeCountShow ?? 0), Number(item.favorCountShow ?? 0));
      if (published) index(item.id, item.title ?? '', String(item.brief ?? ''), String(item.keywords ?? ''));
      contents++;
    }
    panels = seedPanels(db, city);
    contents += seedCommunity(db, city, random, SEED_NOW);
    db.pragma(`user_version = ${SEED_VERSION}`);
  })();
  return { contents, panels };
}
