import { describe, expect, it } from 'vitest';
import { ADVERT_CAROUSEL_OFFSET_PX, HEADER_OFFSET_PX, LIFE_TABS, lifeTabOf, scrollTopOnTabSwitch } from '../../core/domain/life/life-tabs.ts';
import { barWidthPercent, rankedNewsItem, HIGHLIGHTED_ROWS, isHighlighted, newsLabel, SERVICE_RANKING_SIZE, topServices } from '../../core/domain/life/rankings.ts';

describe('life tabs (spec 2 §2)', () => {
  it('are recommend, welfare, play, hot by their category keys', () => {
    expect(LIFE_TABS.map((tab) => tab.key)).toEqual(['mycs.life.recommend', 'mycs.life.boon', 'mycs.life.happy', 'mycs.life.hot']);
    expect(LIFE_TABS.map((tab) => tab.label)).toEqual(['recommend', 'welfare', 'play', 'hot']);
  });

  it('the key query preselects a tab; anything else is the first', () => {
    expect(lifeTabOf('mycs.life.hot')).toBe('mycs.life.hot');
    expect(lifeTabOf('mycs.life.boon')).toBe('mycs.life.boon');
    for (const odd of [null, undefined, '', 'mycs.news', 'MYCS.LIFE.HOT', '__proto__', 'mycs.life.*']) expect(lifeTabOf(odd)).toBe('mycs.life.recommend');
  });

  it('a tab switch keeps the page above the carousel offset and returns to it from below', () => {
    expect(ADVERT_CAROUSEL_OFFSET_PX).toBe(292);
    expect(HEADER_OFFSET_PX).toBe(98);
    expect(scrollTopOnTabSwitch(0, true)).toBe(0);
    expect(scrollTopOnTabSwitch(150, true)).toBe(150);
    expect(scrollTopOnTabSwitch(2000, true)).toBe(292);
    expect(scrollTopOnTabSwitch(2000, false)).toBe(98);
    expect(scrollTopOnTabSwitch(-40, false)).toBe(0);
  });
});

describe('rankings (spec 2 §2, §9)', () => {
  it('highlights the first three rows', () => {
    expect(HIGHLIGHTED_ROWS).toBe(3);
    expect([0, 1, 2, 3, 9].map(isHighlighted)).toEqual([true, true, true, false, false]);
    expect(isHighlighted(-1)).toBe(false);
  });

  it('labels labelType 1 hot and 2 new, and nothing else', () => {
    expect(newsLabel(1)).toBe('hot');
    expect(newsLabel(2)).toBe('new');
    for (const other of [0, 3, -1, null, undefined]) expect(newsLabel(other)).toBeNull();
  });

  it('a bar is as wide as its visits relative to the first', () => {
    expect(barWidthPercent(1000, 1000)).toBe(100);
    expect(barWidthPercent(500, 1000)).toBe(50);
    expect(barWidthPercent(333, 1000)).toBe(33.3);
    expect(barWidthPercent(0, 1000)).toBe(0);
    expect(barWidthPercent(10, 0)).toBe(0);
    expect(barWidthPercent(2000, 1000)).toBe(100);
    expect(barWidthPercent(Number.NaN, 1000)).toBe(0);
  });

  it('shows at most the top 10 services', () => {
    expect(SERVICE_RANKING_SIZE).toBe(10);
    expect(topServices(Array.from({ length: 14 }, (_, i) => i))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a ranked news item opens the news detail of its id unless it brings an address', () => {
    expect(rankedNewsItem({ id: '100028', title: 't' }).detailUrl).toBe('/details?newsId=100028');
    expect(rankedNewsItem({ id: '1', detailUrl: '/zhcs-details?newsId=1' }).detailUrl).toBe('/zhcs-details?newsId=1');
    expect(rankedNewsItem({ id: '1', detailUrl: ' ' }).detailUrl).toBe('/details?newsId=1');
  });
});
