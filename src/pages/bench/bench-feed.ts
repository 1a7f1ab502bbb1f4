/**
 * A long generated feed for the scroll benchmark (scripts/bench-feed-scroll.ts): one core.list.content
 * panel whose items cycle through every list layout of spec 2 §2 (text, thumbnail, three images, large
 * image, video, vote, advert), as CMS JSON, so the page resolves it through the real registry.
 */

/** Not spec numbers: the benchmark's default feed length and the most a URL may ask for. */
export const BENCH_DEFAULT_COUNT = 1000;
export const BENCH_MAX_COUNT = 5000;
export const BENCH_PANEL_ID = 99000;
const FIRST_ITEM_ID = 990000;

const HEADLINES = [
  '长沙地铁6号线东延段开通试运营',
  '橘子洲景区周末烟花表演恢复，观赏指南请收好，附最佳观赏点位和交通管制路段',
  '岳麓山红枫进入最佳观赏期',
  '湘江新区再添一座城市公园，市民家门口又多了一处休闲好去处',
  '五一广场商圈改造完成',
  '长沙发布今冬供暖保障方案：重点保障老旧小区、学校和医院，热线全天候受理群众诉求',
];
const SOURCES = ['长沙晚报', '长沙发布', '新湖南', '长沙广电'];

type RawItem = Record<string, unknown>;

const image = (i: number, n = 0) => `/media/img/bench-${i}-${n}.svg`;
const option = (id: number, title: string, viewValue: number) => ({ id, title, viewValue, hasVoted: false });

/** One builder per layout; item i takes layout i mod the number of layouts. */
const LAYOUTS: readonly ((i: number) => RawItem)[] = [
  () => ({ listStyle: 0 }),
  (i) => ({ listStyle: 1, thumbnailUrl: image(i) }),
  (i) => ({ listStyle: 3, type: 'news_multipic', thumbnailUrl: [0, 1, 2].map((n) => image(i, n)).join(',') }),
  (i) => ({ listStyle: 2, thumbnailUrl: image(i), tag: '1' }),
  (i) => ({ listStyle: 4, thumbnailUrl: image(i) }),
  (i) => ({ thumbnailUrl: image(i), newsType: 4, label: '热点' }),
  (i) => ({ listStyle: 5, type: 'news_video', thumbnailUrl: image(i), playDuration: 60 + i }),
  (i) => ({ listStyle: i % 2 ? 1 : 4, type: 'news_ad', thumbnailUrl: image(i), tag: '广告' }),
  (i) => ({
    listStyle: 6,
    extend: { vote: { activityId: 80000 + i, type: i % 2 ? '1' : '0', voteTotal: 30 + i, items: [option(1, '支持', 20 + i), option(2, '不支持', 10), option(3, '再看看', 0)].slice(0, i % 2 ? 3 : 2) } },
  }),
  () => ({ listStyle: 0, leftTag: '置顶' }),
];

/** The item at position i (0-based): same input, same item. */
export function benchItem(i: number): RawItem {
  const layout = LAYOUTS[i % LAYOUTS.length] as (i: number) => RawItem;
  const day = 1 + (i % 28);
  return {
    id: FIRST_ITEM_ID + i,
    type: 'news_common',
    title: `${i + 1}. ${HEADLINES[i % HEADLINES.length]}`,
    source: SOURCES[i % SOURCES.length],
    showTime: `2026-10-${String(day).padStart(2, '0')} 08:00:00`,
    viewCountShow: (i * 7919) % 40000,
    commentCountShow: (i * 31) % 1500,
    ...layout(i),
  };
}

/** `?count=` as a whole number between 1 and BENCH_MAX_COUNT, else the default. */
export function benchCount(query: string | null): number {
  const n = Number(query);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, BENCH_MAX_COUNT) : BENCH_DEFAULT_COUNT;
}

/** The panel as the CMS would send it. */
export function benchPanel(count: number, name: string): RawItem {
  return {
    id: BENCH_PANEL_ID,
    code: 'bench.feed',
    name,
    typeCode: 'core.list.content',
    contents: Array.from({ length: count }, (_, i) => benchItem(i)),
  };
}
