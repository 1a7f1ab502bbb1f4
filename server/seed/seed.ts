import type { Db } from '../db/database.ts';
import { HEADLINES, LEFT_TAGS, SOURCES } from './city-text.ts';
import { pick, seededRandom } from './random.ts';

/** Every seeded time counts back from this instant, so the seed is the same on every machine. */
export const SEED_NOW = Date.parse('2026-11-22T08:00:00+08:00');
export const SEED = 430100;

/** Panel ids of the spec (spec 2 §9): the default panel is 48662. */
export const NEWS_LIST_PANEL_ID = 48662;
/** A panel whose typeCode no client plugin knows: readers never see it, editors see why. */
export const UNKNOWN_TYPE_PANEL_ID = 49001;
/** An item with no title in the home list: left out for readers, explained in preview. */
export const BROKEN_ITEM_ID = 100999;

type Item = Record<string, unknown> & { id: number; type: string; title?: string };

const cmsTime = (ms: number): string => {
  const d = new Date(ms + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};

/** Home list items: listStyles 0, 1, 2, unset and 4 in a deterministic mix. */
function newsItems(random: () => number): Item[] {
  const listStyles = [1, 1, 0, 2, 4, null, 1, 0, 1, 4];
  return HEADLINES.map((title, i) => {
    const id = 100001 + i;
    const issued = SEED_NOW - Math.floor(i * 47 * 60_000 + random() * 30 * 60_000);
    const listStyle = listStyles[i % listStyles.length] ?? null;
    return {
      id,
      type: 'news_common',
      title,
      listStyle,
      brief: `${title}。详情请阅读全文。`,
      source: pick(random, SOURCES),
      leftTag: pick(random, LEFT_TAGS),
      showTime: cmsTime(issued),
      issueTimeStamp: issued,
      viewCountShow: Math.floor(random() * random() * 60000),
      commentCountShow: Math.floor(random() * 1500),
      likeCountShow: Math.floor(random() * 3000),
      thumbnailUrl: listStyle === 0 ? '' : `/media/img/news-${id}.svg`,
      detailUrl: `/details?newsId=${id}`,
      contentUrl: `/content/news/${id}.html`,
      shareTitle: title,
      vernier: String(issued),
    };
  });
}

export function seedDatabase(db: Db): { contents: number; panels: number } {
  const random = seededRandom(SEED);
  const insertCategory = db.prepare('INSERT INTO categories (code, name, parent_code) VALUES (?, ?, ?)');
  const insertPanel = db.prepare(
    'INSERT INTO panels (id, category_code, code, name, type_code, config, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertContent = db.prepare(
    'INSERT INTO contents (id, type, title, issue_time, published, data) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const link = db.prepare('INSERT INTO panel_contents (panel_id, content_id, sort) VALUES (?, ?, ?)');
  const addContent = (item: Item, published = true) =>
    insertContent.run(item.id, item.type, item.title ?? '', Number(item.issueTimeStamp ?? SEED_NOW), published ? 1 : 0, JSON.stringify(item));

  let contents = 0;
  let panels = 0;
  db.transaction(() => {
    insertCategory.run('mycs.news', '新闻', null);

    const news = newsItems(random);
    news.forEach((item) => addContent(item));
    contents += news.length;

    insertPanel.run(NEWS_LIST_PANEL_ID, 'mycs.news', 'mycs.news.list', '', 'core.list.content', '{}', 30);
    news.forEach((item, i) => link.run(NEWS_LIST_PANEL_ID, item.id, i));
    panels++;

    const broken: Item = { id: BROKEN_ITEM_ID, type: 'news_common', listStyle: 1, thumbnailUrl: '/media/img/broken.svg' };
    addContent(broken);
    link.run(NEWS_LIST_PANEL_ID, BROKEN_ITEM_ID, 3);
    contents++;

    insertPanel.run(UNKNOWN_TYPE_PANEL_ID, 'mycs.news', 'mycs.news.weather', '长沙天气', 'mycs.weather', '{}', 25);
    panels++;
  })();
  return { contents, panels };
}
