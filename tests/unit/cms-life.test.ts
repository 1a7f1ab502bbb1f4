import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_OF_READER_3, PAGED_TOPIC_CLASS } from '../../cms/seed/community.ts';
import { LIFE_RANKING_PANELS } from '../../cms/seed/panels.ts';
import { seededApp } from '../support/cms-app.ts';

/** What the life home, topics and favourites need from the local CMS's seed (issue 15, item 5). */
const { app } = await seededApp();
const C = '/api/cms/client';
const READER_3 = { token: 'token-reader-0003' };
const READER_1 = { token: 'token-reader-0001' };

beforeAll(() => app.ready());
afterAll(() => app.close());

const get = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ url, headers })).json();
type Panel = { id: number; typeCode: string; contents: { id: number; type: string }[] };

describe('life categories', () => {
  it.each(['mycs.life.recommend', 'mycs.life.boon', 'mycs.life.happy'])('%s opens with a carousel or services, then a list of more than 3', async (code) => {
    const { data } = (await get(`${C}/category/getCategoryCompositeData?categoryCode=${code}&pageSize=20&hasAdvert=1`)) as { data: Panel[] };
    expect(['core.carousel', 'core.list.content.horizontal']).toContain(data[0]?.typeCode);
    expect(data.at(-1)?.typeCode).toBe('core.list.content');
    expect(data.at(-1)?.contents.length).toBeGreaterThan(3);
  });

  it('carousels carry adverts when asked for them', async () => {
    const { data } = (await get(`${C}/category/getCategoryCompositeData?categoryCode=mycs.life.recommend&hasAdvert=1`)) as { data: Panel[] };
    expect(data[0]?.contents.some((c) => ['news_ad', 'adver', 'ad_third_party'].includes(c.type))).toBe(true);
  });

  it('the hot tab holds the three ranking panels before its list', async () => {
    const { data } = (await get(`${C}/category/getCategoryCompositeData?categoryCode=mycs.life.hot&hasAdvert=1`)) as { data: Panel[] };
    expect(data.map((p) => p.typeCode)).toEqual([...LIFE_RANKING_PANELS.map(([, , typeCode]) => typeCode), 'core.list.content']);
  });
});

describe('favourites', () => {
  const compositeOf = async (code: string, headers: Record<string, string>) =>
    ((await get(`${C}/category/getCategoryCompositeData?categoryCode=${code}&pageSize=10`, headers)) as { data: Panel[] }).data[0];

  it('reader 3 has seeded videos and lives and no news', async () => {
    expect((await compositeOf('mycs.favor.video', READER_3))?.contents).toHaveLength(10);
    expect((await compositeOf('mycs.favor.live', READER_3))?.contents).toHaveLength(FAVOURITES_OF_READER_3.lives);
    expect((await compositeOf('mycs.favor.news', READER_3))?.contents).toEqual([]);
  });

  it('getContentList pages a favourites panel after its cursor, to the end', async () => {
    const first = await compositeOf('mycs.favor.video', READER_3);
    const seen = first!.contents.map((c) => c.id);
    for (;;) {
      const { data } = (await get(`${C}/content/getContentList?panelId=62822&pageSize=10&contentId=${seen.at(-1)}&refreshType=loadmore`, READER_3)) as { data: { id: number }[] };
      if (data.length === 0) break;
      seen.push(...data.map((c) => c.id));
    }
    expect(seen).toHaveLength(FAVOURITES_OF_READER_3.videos);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('an anonymous reader, or one without favourites, gets an empty list', async () => {
    expect(((await get(`${C}/content/getContentList?panelId=62822&pageSize=10`)) as { data: unknown[] }).data).toEqual([]);
    expect(((await get(`${C}/content/getContentList?panelId=62821&pageSize=10`, READER_1)) as { data: unknown[] }).data).toEqual([]);
  });
});

describe('topics', () => {
  it('a class runs to two pages of 20', async () => {
    const page = async (n: number) => ((await get(`${C}/content/getSpecList?classId=${PAGED_TOPIC_CLASS}&pageSize=20&pageIndex=${n}`)) as { data: { records: unknown[]; total: number } }).data;
    expect((await page(1)).records).toHaveLength(20);
    expect((await page(2)).records).toHaveLength(6);
  });

  it('one topic has no linked classes', async () => {
    const specials = [100346, 100347, 100348, 100349, 100350, 100351];
    const classes = await Promise.all(specials.map(async (id) => ((await get(`${C}/content/spec/${id}`)) as { data: { classList: unknown[] } }).data.classList.length));
    expect(classes.filter((n) => n === 0)).toHaveLength(1);
  });
});
