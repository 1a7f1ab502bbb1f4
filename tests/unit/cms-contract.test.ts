import { afterAll, describe, expect, it } from 'vitest';
import { EDITOR, READER, schemaChecker, seededApp } from '../support/cms-app.ts';

/**
 * Every route of the local CMS answers the spec's envelope, and its data conforms to the schemas
 * the client compiles: client and server cannot drift.
 */
const check = schemaChecker();
const { app, db } = await seededApp();
const idOf = (sql: string) => (db.prepare(sql).get() as { id: number }).id;
const SPECIAL = idOf("SELECT id FROM contents WHERE type = 'special' ORDER BY id LIMIT 1");
const DRAFT = idOf('SELECT id FROM contents WHERE published = 0 ORDER BY id LIMIT 1');
const MULTI_PIC = idOf("SELECT id FROM contents WHERE type = 'news_multipic' ORDER BY id LIMIT 1");
const VIDEO = idOf("SELECT id FROM contents WHERE type = 'video' ORDER BY id LIMIT 1");
const ADVERT = idOf("SELECT id FROM contents WHERE type = 'news_ad' ORDER BY id LIMIT 1");
afterAll(() => app.close());

type Shape = { list: string } | { one: string } | { paged: string } | { scalar: 'number' | 'boolean' | 'integer01' };
interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
  headers?: Record<string, string>;
  shape: Shape;
  legacy?: boolean;
}

const post = (name: string, url: string, body: object, shape: Shape, headers?: Record<string, string>): Case => ({ name, method: 'POST', url, body, shape, headers });
const get = (name: string, url: string, shape: Shape, headers?: Record<string, string>): Case => ({ name, method: 'GET', url, shape, headers });
const C = '/api/cms/client';

const CASES: Case[] = [
  get('composite (every panel)', `${C}/category/getCategoryCompositeData?categoryCode=mycs.news&pageSize=20&hasAdvert=1&refreshType=open&ssid=x`, { list: 'panel' }),
  get('composite life.*', `${C}/category/getCategoryCompositeData?categoryCode=mycs.life.*`, { list: 'panel' }),
  get('composite favourites', `${C}/category/getCategoryCompositeData?categoryCode=mycs.favorpanel`, { list: 'panel' }),
  get('content list (cursor)', `${C}/content/getContentList?contentId=100012&panelId=48662&pageSize=20&vernier=&hasAdvert=1&refreshType=loadmore&ssid=x`, { list: 'content-item' }),
  get('content list (panel)', `${C}/content/getContentList?panelId=48662&contentId=100999&pageSize=10&removeFirst=1&whetherStatus=1`, { list: 'content-item' }),
  get('detail', `${C}/content/getDetail/100003?hasAdvert=1`, { one: 'content-item' }),
  get('detail draft for an editor', `${C}/content/getDetail/${DRAFT}?preview=1`, { one: 'content-item' }, EDITOR),
  get('multiPic', `${C}/content/multiPic/${MULTI_PIC}`, { one: 'content-item' }),
  get('special topic', `${C}/content/spec/${SPECIAL}`, { one: 'special-topic' }),
  get('special list', `${C}/content/getSpecList?classId=8000&pageSize=20&pageIndex=1`, { paged: 'content-item' }),
  get('playback 2021 range', `${C}/content/getSpecList?classId=8999&pageSize=12&pageIndex=1&startTime=2021-12-01&endTime=2021-12-10`, { paged: 'content-item' }),
  get('reference list', `${C}/content/getRefList?contentId=100003&pageSize=10&pageIndex=1`, { paged: 'content-item' }),
  get('recommend list', `${C}/content/queryRecommendList?contentId=100003&pageIndex=1&pageSize=10&personalRec=1&refreshType=open&types=news_common&ssId=x`, { list: 'content-item' }),
  post('big-data recommend', `${C}/contentRecommend/bigDataRecommendList`, { contentId: 100003, pageIndex: 1, pageSize: 10, types: ['news_common'] }, { list: 'content-item' }),
  get('similar short videos', `${C}/content/similar?newstype=short_video&pagenum=1&pageSize=5&keywords=x`, { one: 'similar' }),
  get('widget', `${C}/widget/getWidget?widgetName=winter-guide`, { one: 'platform#/definitions/widget' }),
  get('hot services', `${C}/home/hotSrv`, { list: 'rankings#/definitions/service' }),
  get('service ranking', `${C}/home/top/10`, { one: 'rankings#/definitions/serviceRanking' }),
  get('book ranking', `${C}/home/bookTop`, { list: 'rankings#/definitions/book' }),
  get('news ranking', `${C}/home/newsRank`, { list: 'rankings#/definitions/newsRankItem' }),
  get('video pull-down', `${C}/video/queryVideoPullDownList?pageSize=5&pageIndex=1`, { list: 'content-item' }),
  get('video details', `${C}/video/getVideoDetails/${VIDEO}`, { one: 'content-item' }),
  post('search v1', `${C}/content/search/v1`, { keyword: '长沙', pageNum: 1, pageSize: 20, type: 'news_common' }, { paged: 'content-item' }),
  ...['info', 'video', 'user', 'topic', 'dynamic'].map((searchType) =>
    post(`search all ${searchType}`, `${C}/search/all`, { keyword: '长沙', pageIndex: 1, pageSize: 10, searchType, totalTypes: 'info,video,user,topic' }, { one: 'search-all' }),
  ),
  ...['5G_special', '5G_tv', '5G_radio'].map((searchType) =>
    post(`search all ${searchType}`, `${C}/search/all`, { keyword: '长沙', pageNum: 1, pageSize: 20, searchType, totalTypes: 'info,video,dynamic,user' }, { one: 'search-all' }),
  ),
  post('view count', `${C}/contentStats/view/count/100003`, {}, { scalar: 'number' }),
  post('vote add', `${C}/act/voteData/add`, { activityId: 7001, itemId: 70011, multiVoting: 0 }, { one: 'vote-result' }, READER),
  get('vote more', `${C}/act/voteData/more/7001`, { list: 'content-item' }),
  get('related votes', `${C}/act/voteData/related?newsId=200001`, { list: 'content-item' }),
  post('advert not interested', `${C}/advert/addNotInterested/${ADVERT}`, { id: ADVERT, content: 'clickbait' }, { scalar: 'boolean' }),
  post('like toggle', `${C}/like/likeOrCancel`, { targetId: 100003, type: 'news_video' }, { scalar: 'integer01' }, READER),
  post('favour toggle', `${C}/favor/addOrCancelFavor`, { contentId: 100003, type: 'news_common' }, { scalar: 'boolean' }, READER),
  post('search v1 favourites', `${C}/content/search/v1`, { keyword: '岳麓山', pageNum: 1, pageSize: 20, searchType: 'favor', favorSearchParam: {} }, { paged: 'content-item' }, READER),
  post('comment add', `${C}/comment/add`, { contentId: 100003, content: '支持！', type: 'news_common' }, { one: 'created' }, READER),
  post('comments with replies', `${C}/comment/getCommentWithReply`, { contentId: 100001, pageIndex: 1, pageSize: 30 }, { paged: 'comment' }),
  post('hot comments', `${C}/comment/getCommentByContent`, { contentId: 100001, pageIndex: 1, pageSize: 6 }, { paged: 'comment' }),
  post('reply list', `${C}/comment/getReplyList`, { contentId: 100001, pageIndex: 1, pageSize: 50, pcommentId: 1 }, { paged: 'comment-reply' }),
  post('comment detail', `${C}/comment/getCommentDetail/1`, {}, { one: 'comment' }),
  post('reply add', `${C}/comment/addUserReply`, { id: 1, reply: '同意' }, { one: 'created' }, READER),
  post('follow', '/api/sys/user/me/follow/5', {}, { scalar: 'boolean' }, READER),
  post('unfollow', '/api/sys/user/me/unfollow/5', {}, { scalar: 'boolean' }, READER),
  post('points report', `${C}/points/report`, { integralType: 'earn_general_likes_news', today: '2026-11-22' }, { one: 'points' }, READER),
  post('tracking upload', `${C}/tracking/upload`, { header: { app_name: 'mycs' }, user: { device_id: 'd' }, events: [{ event: 'click' }], ids: {} }, { one: 'accepted' }),
  post('wechat sign', '/api/data-platform/wechat/getSign', { url: 'http://127.0.0.1:5173/details?newsId=1', timestamp: 1700000000, nonceStr: 'abc123' }, { one: 'platform#/definitions/wechatSign' }),
  post('login by session', '/api/sys/login/mycs/token', { token: 'TGT-reader-0002' }, { one: 'platform#/definitions/login' }),
];

const LEGACY: Case[] = [
  { ...post('legacy like', '/api/handy/v1/private/like/100003?likeType=content', {}, { one: 'legacy-like' }, READER), legacy: true },
  { ...get('legacy replies', '/api/app/v1/home/news/getReply?pDiscussId=1&pageSize=10', { list: 'legacy-comment' }), legacy: true },
  { ...post('legacy comment', '/api/app/v1/home/news/100003/comments', { pDiscussId: '', rDiscussId: '', discussContent: '好消息', isGov: '0', belongType: '2' }, { one: 'created' }, READER), legacy: true },
  { ...get('legacy newest comments', '/api/app/v1/home/news/100001/comments/newSort?pageSize=10', { one: 'legacy-list' }), legacy: true },
  { ...get('legacy comment count', '/api/app/v1/home/100001/comment/count', { scalar: 'number' }), legacy: true },
];

/** Small local shapes (an id created, a count accepted …) checked inline. */
function checkData(shape: Shape, data: unknown): string {
  if ('scalar' in shape) {
    if (shape.scalar === 'integer01') return data === 0 || data === 1 ? 'ok' : `expected 1/0, got ${JSON.stringify(data)}`;
    return typeof data === shape.scalar ? 'ok' : `expected ${shape.scalar}, got ${JSON.stringify(data)}`;
  }
  if ('list' in shape) {
    if (!Array.isArray(data)) return 'expected a list';
    return data.map((d) => check(shape.list, d)).find((r) => r !== 'ok') ?? (data.length ? 'ok' : 'empty list');
  }
  if ('paged' in shape) {
    const page = check('paged', data);
    if (page !== 'ok') return page;
    const records = (data as { records: unknown[] }).records;
    return records.map((d) => check(shape.paged, d)).find((r) => r !== 'ok') ?? (records.length ? 'ok' : 'empty page');
  }
  const d = data as Record<string, unknown>;
  switch (shape.one) {
    case 'created':
      return typeof d.id === 'number' || typeof d.discussId === 'number' ? 'ok' : 'expected a new id';
    case 'accepted':
      return d.accepted === 1 ? 'ok' : 'expected accepted 1';
    case 'points':
      return typeof d.awarded === 'boolean' ? 'ok' : 'expected awarded';
    case 'vote-result':
      return typeof d.voteTotal === 'number' && typeof d.viewValue === 'number' ? 'ok' : 'expected totals';
    case 'similar':
      return d.pageNum === 1 && Array.isArray(d.listSimilar) ? (d.listSimilar as unknown[]).map((x) => check('content-item', x)).find((r) => r !== 'ok') ?? 'ok' : 'expected pageNum and listSimilar';
    case 'legacy-like':
      return typeof d.hasLike === 'boolean' ? 'ok' : 'expected hasLike';
    case 'legacy-list':
      return Array.isArray(d.list) ? (d.list as unknown[]).map((x) => check('legacy-comment', x)).find((r) => r !== 'ok') ?? 'ok' : 'expected list';
    default:
      return check(shape.one, data);
  }
}

describe('local CMS contract', () => {
  it.each([...CASES, ...LEGACY].map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await app.inject({ method: c.method, url: c.url, payload: c.body, headers: c.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(check('envelope', body)).toBe('ok');
    expect(body.code).toBe(c.legacy ? '0' : 200);
    expect(checkData(c.shape, body.data)).toBe('ok');
  });
});
