import type { Db } from '../db/database.ts';
import { contentIndexer } from '../db/search-index.ts';
import { BOOKS, COMMENT_TEXTS, NICKNAMES, SERVICE_NAMES } from './city-text.ts';
import { cmsTime, type Item } from './contents.ts';
import { NEWS_LIST_PANEL_ID } from './panels.ts';
import { pick } from './random.ts';
import type { SeededCity } from './seed.ts';

/** Seeded sign-ins (the value of the TGT session cookie) and the tokens they exchange for. */
export const SEEDED_SESSIONS = [
  { session: 'TGT-reader-0001', token: 'token-reader-0001', userId: 1 },
  { session: 'TGT-reader-0002', token: 'token-reader-0002', userId: 2 },
  { session: 'TGT-reader-0003', token: 'token-reader-0003', userId: 3 },
  { session: 'TGT-editor-0001', token: 'token-editor-0001', userId: 11 },
] as const;
export const OFFICIAL_USER_ID = 12;
export const VOTE_CONTENT_BASE = 200000;
export const DYNAMIC_CONTENT_BASE = 400000;
const DAY = 86_400_000;
/** Readers 4 to 10 have voted in every seeded vote; readers 1 to 3 (the tests' sign-ins) have not. */
export const SEEDED_VOTERS = [4, 5, 6, 7, 8, 9, 10] as const;
/** Open votes stay open for years, so the seeded city behaves the same on any later day. */
const OPEN_VOTE_DAYS = 3650;

const img = (name: string) => `/media/img/${name}.svg`;

/** Ids of the readers named after the city (after the twelve of NICKNAMES). */
export const COMMUNITY_USER_BASE = 101;
const COMMUNITY_NAMES = ['跑步', '摄影', '吃货', '骑行', '读书', '观鸟', '爬山', '夜跑', '咖啡', '宝妈', '老街', '地铁', '美食', '旅行', '篮球', '书法', '钓鱼', '摄像', '花艺', '茶馆', '琴房', '球迷'].map((hobby) => `长沙${hobby}达人`);
/** The vote of the social post whose subType is vote (spec 2 §3 Dynamic: subType, extend.vote). */
const DYNAMIC_VOTE_ACTIVITY = 7101;
/** One social post long enough to be folded (its text is taller than 100 px). */
const LONG_POST = '周末沿着湘江绿道骑行了一整天，从橘子洲大桥出发，经过杜甫江阁、渔湾码头，一路向北到月亮岛。沿途的银杏已经黄了，江风不大，骑行的人特别多。中午在开福区吃了一碗肉丝粉，下午去了新河三角洲看晚霞。推荐大家带上水和补给，注意避开下班高峰，绿道部分路段正在维护，记得绕行。';

function seedUsers(db: Db): void {
  const insert = db.prepare('INSERT INTO users (id, nickname, head, cert_mark, role, official) VALUES (?, ?, ?, ?, ?, ?)');
  NICKNAMES.forEach((name, i) => {
    const id = i + 1;
    const cert = i % 4 === 1 ? 'yellow-v' : i % 4 === 2 ? 'blue-v' : null;
    insert.run(id, id === OFFICIAL_USER_ID ? '长沙发布' : name, img(`avatar-${id}`), id === OFFICIAL_USER_ID ? 'yellow-v' : cert, id === 11 ? 'editor' : 'reader', id === OFFICIAL_USER_ID ? 1 : 0);
  });
  // Readers who name themselves after the city: the user results of a search for 长沙 run to several pages.
  COMMUNITY_NAMES.forEach((name, i) => {
    const id = COMMUNITY_USER_BASE + i;
    insert.run(id, name, img(`avatar-${1 + (i % NICKNAMES.length)}`), ['yellow-v', 'blue-v', null][i % 3] ?? null, 'reader', 0);
  });
  const session = db.prepare('INSERT INTO sessions (session, user_id, token, gdy_token) VALUES (?, ?, ?, ?)');
  for (const s of SEEDED_SESSIONS) session.run(s.session, s.userId, s.token, `gdy-${s.token}`);
}

/** Two-option and multi-option votes, open and ended, each shown by a listStyle 6 item. */
function seedVotes(db: Db, random: () => number, now: number): number {
  const insertVote = db.prepare('INSERT INTO votes (activity_id, content_id, title, brief, type, voted_style, end_time) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertOption = db.prepare('INSERT INTO vote_options (id, activity_id, title, idx, count) VALUES (?, ?, ?, ?, ?)');
  const insertContent = db.prepare('INSERT INTO contents (id, type, title, issue_time, published, data) VALUES (?, ?, ?, ?, 1, ?)');
  const insertCounter = db.prepare('INSERT INTO counters (content_id, views, likes, favors, comments) VALUES (?, ?, 0, 0, 0)');
  const insertRecord = db.prepare('INSERT INTO vote_records (activity_id, user_id, option_id, created) VALUES (?, ?, ?, ?)');
  const countOne = db.prepare('UPDATE vote_options SET count = count + 1 WHERE id = ?');
  const votes: [string, string, string[], boolean][] = [
    ['你支持地铁延长夜间运营吗？', '0', ['支持', '不支持'], false],
    ['长沙最具代表性的美食是？', '1', ['臭豆腐', '糖油粑粑', '口味虾', '米粉'], false],
    ['周末你最想去哪里？', '1', ['橘子洲', '岳麓山', '梅溪湖', '铜官窑'], true],
    ['老旧小区加装电梯，你家楼栋同意吗？', '0', ['同意', '暂不同意'], true],
    ['你每天通勤多长时间？', '1', ['半小时内', '半小时到一小时', '一小时以上'], false],
    ['是否支持湘江两岸增加骑行道？', '0', ['支持', '反对'], false],
  ];
  votes.forEach(([title, type, options, ended], i) => {
    const activityId = 7001 + i;
    const contentId = VOTE_CONTENT_BASE + i + 1;
    const issued = now - i * 5 * 3600_000;
    const item: Item = {
      id: contentId, type: 'news_common', title, listStyle: 6, source: '掌上长沙', showTime: cmsTime(issued), issueTimeStamp: issued,
      detailUrl: `/voteDetails?newsId=${contentId}`, contentUrl: `/content/news/${contentId}.html`, tag: '投票', vernier: String(issued),
    };
    insertContent.run(contentId, 'news_common', title, issued, JSON.stringify(item));
    insertCounter.run(contentId, Math.floor(random() * 5000));
    insertVote.run(activityId, contentId, title, '参与投票，说出你的看法', type, type === '0' ? 'pk' : 'list', ended ? now - DAY : now + OPEN_VOTE_DAYS * DAY);
    options.forEach((option, n) => insertOption.run(activityId * 10 + n, activityId, option, n, Math.floor(random() * 400)));
    // Seeded readers who voted already (not the readers tests sign in as), so the vote page shows real voters.
    for (const userId of SEEDED_VOTERS) {
      const optionId = activityId * 10 + (userId % options.length);
      insertRecord.run(activityId, userId, optionId, issued + userId * 60_000);
      countOne.run(optionId);
    }
  });
  db.prepare(`INSERT INTO panel_contents (panel_id, content_id, sort) SELECT ${NEWS_LIST_PANEL_ID}, content_id, 5 + (activity_id - 7001) * 7 FROM votes`).run();
  return votes.length;
}

function seedComments(db: Db, city: SeededCity, random: () => number, now: number): void {
  const insert = db.prepare('INSERT INTO comments (content_id, parent_id, reply_to_user_id, user_id, text, is_top, likes, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const setCount = db.prepare('UPDATE counters SET comments = (SELECT count(*) FROM comments WHERE content_id = ?) WHERE content_id = ?');
  for (const [n, item] of city.news.slice(0, 40).entries()) {
    const total = n === 1 ? 0 : Math.floor(random() * 14) + (n < 3 ? 8 : 0);
    for (let c = 0; c < total; c++) {
      const userId = 1 + Math.floor(random() * 10);
      const created = now - Math.floor(random() * 3 * DAY);
      const { lastInsertRowid } = insert.run(item.id, null, null, userId, pick(random, COMMENT_TEXTS), c === 0 && n % 2 === 0 ? 1 : 0, Math.floor(random() * 300), created);
      const replies = c % 3 === 0 ? 1 + Math.floor(random() * 5) : 0;
      for (let r = 0; r < replies; r++) {
        const official = r === 0 && c % 6 === 0;
        insert.run(item.id, lastInsertRowid, userId, official ? OFFICIAL_USER_ID : 1 + Math.floor(random() * 10), official ? '感谢关注，相关部门已跟进。' : pick(random, COMMENT_TEXTS), 0, Math.floor(random() * 50), created + (r + 1) * 600_000);
      }
    }
    setCount.run(item.id, item.id);
  }
  // An article with more comments than one page holds (spec 2 §9: 30 a page): the list pages on.
  // Made without the seed's random numbers, so everything else seeded stays as it was.
  const discussed = city.news[MUCH_DISCUSSED_NEWS_INDEX];
  if (!discussed) return;
  for (let c = 0; c < MUCH_DISCUSSED_COMMENTS; c++) {
    const created = now - (c + 1) * 3_600_000;
    const { lastInsertRowid } = insert.run(discussed.id, null, null, 1 + (c % 10), COMMENT_TEXTS[c % COMMENT_TEXTS.length], 0, c, created);
    // The newest has more replies than its detail page shows first (spec 2 §9: 9, then 10).
    const replies = c === 0 ? MUCH_DISCUSSED_REPLIES : 0;
    for (let r = 0; r < replies; r++) insert.run(discussed.id, lastInsertRowid, 1, 1 + ((r + 3) % 10), `${r + 1}楼：${COMMENT_TEXTS[r % COMMENT_TEXTS.length]}`, 0, r, created + (r + 1) * 60_000);
  }
  setCount.run(discussed.id, discussed.id);
}

/** The seeded news (by place) whose comments fill more than one page: 34, four more than a page. */
export const MUCH_DISCUSSED_NEWS_INDEX = 54;
export const MUCH_DISCUSSED_COMMENTS = 34;
/** The replies of its newest comment: a first page of 9, then 3 on the next. */
export const MUCH_DISCUSSED_REPLIES = 12;

/** Social posts with 1, 2, 3, 4 or more images, or a video. */
function seedDynamics(db: Db, random: () => number, now: number): number {
  const insertContent = db.prepare('INSERT INTO contents (id, type, title, issue_time, published, data) VALUES (?, ?, ?, ?, 1, ?)');
  const insertCounter = db.prepare('INSERT INTO counters (content_id, views, likes, favors, comments) VALUES (?, 0, ?, 0, ?)');
  const index = contentIndexer(db);
  const labels = ['essence', 'high-quality', 'creative', 'on-site', ''];
  for (let i = 0; i < 30; i++) {
    const id = DYNAMIC_CONTENT_BASE + i + 1;
    const images = [1, 2, 3, 4, 6, 0][i % 6] as number;
    const issuerId = 1 + (i % 10);
    const t = now - i * 2 * 3600_000;
    const title = i === 3 ? LONG_POST : `${['今天的橘子洲', '岳麓山打卡', '地铁新线初体验', '坡子街觅食', '湘江边的晚霞'][i % 5]}，${['太美了！', '推荐大家来。', '记录一下。', '人好多。'][i % 4]}`;
    const votes = i === 9;
    const item: Item = {
      id, type: 'dynamic', title, issueTimeStamp: t, showTime: cmsTime(t), issuerId, issuerName: NICKNAMES[issuerId - 1], issuerImageUrl: img(`avatar-${issuerId}`),
      creatorNickname: NICKNAMES[issuerId - 1], creatorHead: img(`avatar-${issuerId}`), createBy: String(issuerId),
      imagesUrl: Array.from({ length: images }, (_, n) => img(`dyn-${i}-${n}`)).join(','),
      thumbnailUrl: images ? img(`dyn-${i}-0`) : img(`dyn-${i}-poster`),
      width: i % 7 === 0 ? 600 : 1080, height: i % 7 === 0 ? 1400 : 720,
      playUrl: images ? '' : '/media/hls/vod/index.m3u8', playDuration: images ? 0 : 42, orientation: images ? 2 : 1,
      belongTopicName: ['#长沙美食#', '#城市漫步#', '#我的长沙#'][i % 3], topicContentId: String(500 + (i % 3)),
      groupId: String(60 + (i % 2)), groupName: ['长沙吃货团', '星城摄影圈'][i % 2], issueCity: '长沙市', issueArea: ['岳麓区', '天心区', '开福区'][i % 3],
      label: labels[i % labels.length], totalComment: Math.floor(random() * 50), likeCountShow: Math.floor(random() * 900),
      ...(votes ? { subType: 'vote' } : {}),
    };
    insertContent.run(id, 'dynamic', title, t, JSON.stringify(item));
    insertCounter.run(id, item.likeCountShow, item.totalComment);
    index(id, title, String(item.belongTopicName), String(item.groupName), `${String(item.issueCity)}${String(item.issueArea)}`);
    if (votes) {
      db.prepare('INSERT INTO votes (activity_id, content_id, title, brief, type, voted_style, end_time) VALUES (?, ?, ?, ?, ?, ?, ?)').run(DYNAMIC_VOTE_ACTIVITY, id, title, '', '1', 'list', now + OPEN_VOTE_DAYS * DAY);
      ['喜欢', '一般', '没去过'].forEach((option, n) => db.prepare('INSERT INTO vote_options (id, activity_id, title, idx, count) VALUES (?, ?, ?, ?, ?)').run(DYNAMIC_VOTE_ACTIVITY * 10 + n, DYNAMIC_VOTE_ACTIVITY, option, n, 20 + n * 7));
    }
  }
  return 30;
}

function seedRankings(db: Db, random: () => number, now: number): void {
  const service = db.prepare('INSERT INTO services (id, name, url, icon) VALUES (?, ?, ?, ?)');
  const visit = db.prepare('INSERT INTO service_visits (service_id, day, visits) VALUES (?, ?, ?)');
  SERVICE_NAMES.forEach((name, i) => {
    service.run(i + 1, name, `/content/service/${i + 1}.html`, img(`service-${i + 1}`));
    for (let d = 0; d < 10; d++) visit.run(i + 1, now - d * DAY, Math.floor(random() * 2000 * (1 + ((SERVICE_NAMES.length - i) % 5))));
  });
  const book = db.prepare('INSERT INTO books (id, bookname, author) VALUES (?, ?, ?)');
  const borrow = db.prepare('INSERT INTO book_borrows (book_id, day, count) VALUES (?, ?, ?)');
  BOOKS.forEach(([name, author], i) => {
    book.run(i + 1, name, author);
    for (let d = 0; d < 70; d += 5) borrow.run(i + 1, now - d * DAY, Math.floor(random() * 40));
  });
}

/** A topic class of 26 items: two pages of the topic's news list. */
export const PAGED_TOPIC_CLASS = 8000;
function seedSpecials(db: Db, city: SeededCity): void {
  const insertClass = db.prepare('INSERT INTO special_classes (id, special_id, title, sort) VALUES (?, ?, ?, ?)');
  const link = db.prepare('INSERT INTO special_class_contents (class_id, content_id, sort) VALUES (?, ?, ?)');
  city.specials.forEach((special, s) => {
    if (s === city.specials.length - 1) return; // one topic without linked classes
    ['最新动态', '深度解读', '现场图集'].forEach((title, c) => {
      const classId = 8000 + s * 10 + c;
      insertClass.run(classId, special.id, title, c);
      // The first topic's first class runs to two pages of 20 (spec 2 §9 topic page).
      const size = classId === PAGED_TOPIC_CLASS ? 26 : 12;
      city.news.slice(60 + s * 15 + c * 5, 60 + s * 15 + c * 5 + size).forEach((item, n) => link.run(classId, item.id, n));
    });
  });
  // The playback archive (2021) is the class of its own special (the first of the home's playback overview).
  const archiveClass = 8999;
  insertClass.run(archiveClass, city.playbackSpecial.id, '2021回放', 0);
  city.playbacks.forEach((item, n) => link.run(archiveClass, item.id, n));
  // Each further programme's archive holds that programme's replays (every third, from the second).
  city.programmeArchives.forEach((archive, p) => {
    const classId = archiveClass - 1 - p;
    insertClass.run(classId, archive.id, '2021回放', 0);
    city.playbacks.filter((_, n) => n % 3 === p + 1).forEach((item, n) => link.run(classId, item.id, n));
  });
  db.prepare('INSERT INTO widgets (id, widget_name, widget_url, redirect_url) VALUES (?, ?, ?, ?)').run(1, 'winter-guide', img('widget-winter'), '/details?newsId=100006');
}

/**
 * Favourites of the seeded readers (spec 2 §2 Favourites): reader 3 keeps 24 videos (three pages) and
 * 4 lives and no news; reader 2 a few of each. Reader 1 starts with none (tests favourite their own).
 */
export const FAVOURITES_OF_READER_3 = { videos: 24, lives: 4 } as const;
function seedFavourites(db: Db, city: SeededCity, now: number): void {
  const favour = db.prepare('INSERT INTO favors (user_id, content_id, created) VALUES (?, ?, ?)');
  const count = db.prepare('UPDATE counters SET favors = favors + 1 WHERE content_id = ?');
  const give = (userId: number, items: readonly Item[]) =>
    items.forEach((item, i) => {
      favour.run(userId, item.id, now - (i + 1) * 3_600_000);
      count.run(item.id);
    });
  give(3, [...city.videos.slice(0, FAVOURITES_OF_READER_3.videos), ...city.lives.slice(0, FAVOURITES_OF_READER_3.lives)]);
  give(2, [...city.news.slice(100, 105), ...city.videos.slice(0, 3), ...city.lives.slice(5, 6)]);
}

export function seedCommunity(db: Db, city: SeededCity, random: () => number, now: number): number {
  seedUsers(db);
  const votes = seedVotes(db, random, now);
  seedComments(db, city, random, now);
  const dynamics = seedDynamics(db, random, now);
  seedRankings(db, random, now);
  seedSpecials(db, city);
  seedFavourites(db, city, now);
  return votes + dynamics;
}
