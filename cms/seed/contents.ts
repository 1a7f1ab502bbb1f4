import { ACTIONS, DISTRICTS, HEADLINES, LEFT_TAGS, RADIO_CHANNELS, SOURCES, TOPICS, TV_CHANNELS } from './city-text.ts';
import { pick } from './random.ts';

export type Item = Record<string, unknown> & { id: number; type: string; title?: string; issueTimeStamp: number };

/** Local media (cms/media/): no external address anywhere in the seed. */
export const VOD_URL = '/media/hls/vod/index.m3u8';
export const LIVE_URL = '/media/hls/live/index.m3u8';
export const AUDIO_URL = '/media/audio/today-headlines.mp3';
export const MP4_URL = '/media/video/city-clip.mp4';
export const THIRD_PARTY_PAGE = '/content/third-party/page.html';

export const cmsTime = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const img = (name: string) => `/media/img/${name}.svg`;

export interface ItemFactory {
  next(type: string, title: string, extra?: Record<string, unknown>): Item;
}

/** Ids count up from a base; times count back from `now` so later ids are older. */
export function itemFactory(random: () => number, now: number, firstId: number): ItemFactory {
  let id = firstId;
  let t = now;
  return {
    next(type, title, extra = {}) {
      id += 1;
      t -= Math.floor(10 * 60_000 + random() * 50 * 60_000);
      const views = Math.floor(random() * random() * 80_000);
      return {
        id,
        type,
        title,
        brief: `${title}。`,
        listStyle: 1,
        source: pick(random, SOURCES),
        leftTag: pick(random, LEFT_TAGS),
        showTime: cmsTime(t),
        createTime: cmsTime(t),
        issueTimeStamp: t,
        viewCountShow: views,
        commentCountShow: Math.floor(random() * 1200),
        likeCountShow: Math.floor(random() * 3000),
        favorCountShow: Math.floor(random() * 800),
        thumbnailUrl: img(`c-${id}`),
        detailUrl: `/details?newsId=${id}`,
        contentUrl: `/content/news/${id}.html`,
        shareTitle: title,
        shareBrief: `${title}。`,
        shareImageUrl: img(`c-${id}`),
        shareUrl: `/details?newsId=${id}`,
        keywords: title.slice(0, 4),
        isOriginal: random() < 0.5,
        vernier: String(t),
        ...extra,
      };
    },
  };
}

/** Headlines: the fixed list first, then district × topic × action combinations. */
export function headline(i: number): string {
  if (i < HEADLINES.length) return HEADLINES[i] as string;
  const k = i - HEADLINES.length;
  return `${DISTRICTS[k % DISTRICTS.length]}${TOPICS[Math.floor(k / DISTRICTS.length) % TOPICS.length]}${ACTIONS[k % ACTIONS.length]}`;
}

const NEWS_STYLES = [1, 1, 0, 2, 4, null, 1, 3, 1, 0];
/** The news item (by position) whose thumbnail is broken on purpose: on the second page, off the first screen. */
export const BROKEN_THUMBNAIL_INDEX = 25;

export function newsItems(f: ItemFactory, random: () => number, count: number): Item[] {
  return Array.from({ length: count }, (_, i) => {
    const listStyle = NEWS_STYLES[i % NEWS_STYLES.length] ?? null;
    const extra: Record<string, unknown> = { listStyle };
    if (listStyle === 0) extra.thumbnailUrl = '';
    if (listStyle === 3) extra.thumbnailUrl = [1, 2, 3].map((n) => img(`n3-${i}-${n}`)).join(',');
    if (i % 17 === 5) Object.assign(extra, { newsType: 4, label: '专题' });
    if (i % 23 === 7) Object.assign(extra, { thirdPartyCode: 'xhn', externalUrl: `${THIRD_PARTY_PAGE}?id=${i}` });
    if (i % 11 === 3) Object.assign(extra, { openWidget: true, widgetName: 'winter-guide' });
    if (i === 0) extra.tag = '置顶';
    // One thumbnail that answers 404: the card must fall back to the default image.
    if (i === BROKEN_THUMBNAIL_INDEX) extra.thumbnailUrl = '/media/img/broken.svg';
    return f.next('news_common', headline(i), extra);
  });
}

export function videoItems(f: ItemFactory, random: () => number, type: string, count: number, prefix: string): Item[] {
  return Array.from({ length: count }, (_, i) =>
    f.next(type, `${prefix}｜${headline(i * 3 + 1)}`, {
      listStyle: 5,
      playUrl: VOD_URL,
      playDuration: 30 + Math.floor(random() * 3600),
      orientation: type === 'short_video' ? 1 : 2,
      issuerName: pick(random, SOURCES),
      issuerImageUrl: img(`avatar-${i % 7}`),
    }),
  );
}

/** The topics of the video tab's chips (spec 2 §2: all, then #topic#). */
export const VIDEO_TOPICS = ['城市建设', '文旅长沙', '民生服务', '体育赛事'];
/** One video of the tab has no address: the player says 'video address is empty' (spec 2 §5). */
export const EMPTY_ADDRESS_VIDEO_INDEX = 10;

/** The video tab's items: a topic each, every third an MP4 (the MP4 player), one without an address. */
export function videoTabItems(items: Item[]): Item[] {
  return items.map((item, i) => ({
    ...item,
    belongTopicName: VIDEO_TOPICS[i % VIDEO_TOPICS.length],
    ...(i % 3 === 2 ? { playUrl: MP4_URL, playDuration: 6 } : {}),
    ...(i === EMPTY_ADDRESS_VIDEO_INDEX ? { playUrl: '' } : {}),
  }));
}

/** The first 视听长沙 video is the channel's live stream (liveStatus 1: live now, the live token rides along). */
export function withLiveChannel(items: Item[]): Item[] {
  return items.map((item, i) => (i === 0 ? { ...item, playUrl: LIVE_URL, liveStatus: 1, playDuration: 0 } : item));
}

export function liveItems(f: ItemFactory, count: number): Item[] {
  return Array.from({ length: count }, (_, i) =>
    f.next('news_live', `直播｜${headline(i + 40)}`, {
      listStyle: 4,
      liveStatus: i % 3,
      liveStartTime: cmsTime(Date.parse('2026-11-22T10:00:00+08:00') + i * 3600_000),
      externalUrl: `/content/live/${i}.html`,
      playUrl: LIVE_URL,
      tag: '直播',
    }),
  );
}

export function channelItems(f: ItemFactory): Item[] {
  return [
    ...TV_CHANNELS.map((name, i) => f.next('tv', name, { listStyle: 1, externalUrl: `/content/channel/tv-${i}.html`, playUrl: LIVE_URL, liveStatus: 1 })),
    ...RADIO_CHANNELS.map((name, i) => f.next('radio', name, { listStyle: 1, externalUrl: `/content/channel/radio-${i}.html`, playUrl: LIVE_URL, liveStatus: 1 })),
  ];
}

export function multiPicItems(f: ItemFactory, count: number): Item[] {
  return Array.from({ length: count }, (_, i) => {
    const pictures = 3 + (i % 6);
    const multiList = Array.from({ length: pictures }, (_unused, n) => ({ imageUrl: img(`mp-${i}-${n}`), brief: `图${n + 1}：${headline(i + n)}` }));
    return f.next('news_multipic', `组图｜${headline(i + 60)}`, {
      listStyle: 3,
      multiList,
      imagesUrl: multiList.map((m) => m.imageUrl).join(','),
      thumbnailUrl: multiList.slice(0, 3).map((m) => m.imageUrl).join(','),
    });
  });
}

export function advertItems(f: ItemFactory, count: number): Item[] {
  const types = ['news_ad', 'adver', 'ad_third_party'];
  return Array.from({ length: count }, (_, i) =>
    f.next(types[i % types.length] as string, ['湘江新区楼盘开放日', '长沙银行信用卡新客礼', '马栏山视频文创园招商', '黄花机场停车优惠'][i % 4] as string, {
      listStyle: i % 2 ? 4 : 1,
      source: '广告',
      externalUrl: `/content/advert/${i}.html`,
      crowdPackage: `crowd-${i % 3}`,
      tag: '广告',
      advertList: [{ id: 900 + i, title: '查看详情', thumbnailUrl: img(`ad-${i}`), type: 'news_ad', isExternal: true, crowdPackage: `crowd-${i % 3}` }],
    }),
  );
}

export function simpleItems(f: ItemFactory, type: string, titles: readonly string[], extra: Record<string, unknown> = {}): Item[] {
  return titles.map((title, i) => f.next(type, title, { externalUrl: `/content/${type.replace(/\W/g, '-')}/${i}.html`, ...extra }));
}
