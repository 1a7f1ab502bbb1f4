import { afterAll, describe, expect, it } from 'vitest';
import { ALL_DATES, allFilters, daysInMonth, filterOfWindow, normaliseFilter, specListWindow, type SpecListWindow } from '../../core/domain/playback/date-filter.ts';
import { contentItems, isLastPage, PLAYBACK_PAGE_SIZE, specPageCall } from '../../core/domain/playback/playback-api.ts';
import { chooseClass, CLASS_ID_KEY, END_TIME_KEY, START_TIME_KEY, storeChoice, storedFilter } from '../../core/domain/playback/playback-class.ts';
import { pictureAddress, picturesOf } from '../../core/domain/pictures/multi-pic.ts';
import { playbackBrief } from '../../core/domain/format/text-cut.ts';
import { seededApp } from '../support/cms-app.ts';
import { CallCache } from '../../core/engine/http/call-cache.ts';
import { toQuery, type Params, type RequestFn } from '../../core/engine/http/request.ts';

describe('the archive date filter (spec 2 §2) asks getSpecList for whole days', () => {
  it.each([
    [ALL_DATES, null],
    [{ year: 2021, month: null, range: null }, { startTime: '2021-01-01', endTime: '2021-12-31' }],
    [{ year: 2021, month: 3, range: null }, { startTime: '2021-03-01', endTime: '2021-03-31' }],
    [{ year: 2021, month: 4, range: 'early' }, { startTime: '2021-04-01', endTime: '2021-04-10' }],
    [{ year: 2021, month: 4, range: 'middle' }, { startTime: '2021-04-11', endTime: '2021-04-20' }],
    [{ year: 2021, month: 4, range: 'late' }, { startTime: '2021-04-21', endTime: '2021-04-30' }],
    [{ year: 2021, month: 2, range: 'late' }, { startTime: '2021-02-21', endTime: '2021-02-28' }],
    [{ year: 2021, month: 12, range: 'late' }, { startTime: '2021-12-21', endTime: '2021-12-31' }],
  ] as const)('%j → %j', (filter, window) => expect(specListWindow(filter)).toEqual(window));

  it('month ends: 28, 29 in leap years, 30, 31', () => {
    expect([daysInMonth(2021, 2), daysInMonth(2024, 2), daysInMonth(2021, 6), daysInMonth(2021, 7)]).toEqual([28, 29, 30, 31]);
  });

  it('only 2021; a month needs a year and a range a month', () => {
    expect(normaliseFilter({ year: 2020, month: 3, range: 'early' })).toEqual(ALL_DATES);
    expect(normaliseFilter({ year: 2021, month: 13, range: 'early' })).toEqual({ year: 2021, month: null, range: null });
    expect(specListWindow({ year: 2019, month: 1, range: null })).toBeNull();
  });

  it('offers all, the year, 12 months and 36 ranges; every window maps back to its filter', () => {
    const filters = allFilters();
    expect(filters).toHaveLength(1 + 1 + 12 + 36);
    for (const filter of filters) {
      const window = specListWindow(filter);
      expect(filterOfWindow(window?.startTime ?? null, window?.endTime ?? null)).toEqual(filter);
    }
    expect(filterOfWindow('2021-01-02', '2021-01-09')).toEqual(ALL_DATES);
  });
});

describe('what the archive keeps in storage (spec 2 §3 classId, sValueStar, sValueEnd)', () => {
  it('keeps the filter of its class; another class starts with all; all clears the dates', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    storeChoice(store, '8999', { year: 2021, month: 5, range: 'middle' });
    expect([storage.get(CLASS_ID_KEY), storage.get(START_TIME_KEY), storage.get(END_TIME_KEY)]).toEqual(['8999', '2021-05-11', '2021-05-20']);
    expect(storedFilter(store, '8999')).toEqual({ year: 2021, month: 5, range: 'middle' });
    expect(storedFilter(store, '8000')).toEqual(ALL_DATES);
    storeChoice(store, '8999', ALL_DATES);
    expect(storage.has(START_TIME_KEY)).toBe(false);
  });

  it('lists the stored class when the special has it, else its first, else none', () => {
    const classes = [{ id: '8999', title: '2021回放' }, { id: '8000', title: '最新动态' }];
    expect(chooseClass(classes, '8000')?.id).toBe('8000');
    expect(chooseClass(classes, '1')?.id).toBe('8999');
    expect(chooseClass([], null)).toBeNull();
  });
});

describe('paging by 12 (spec 2 §9)', () => {
  it('a short page, the total or the page count ends the list', () => {
    expect(isLastPage({ total: 36 }, 1, 12, 12)).toBe(false);
    expect(isLastPage({ total: 36 }, 3, 12, 12)).toBe(true);
    expect(isLastPage({}, 2, 12, 11)).toBe(true);
    expect(isLastPage({ pages: 2 }, 2, 12, 12)).toBe(true);
    expect(isLastPage({ total: 'x' }, 1, 12, 12)).toBe(false);
  });

  it('a record that is not a content item is left out, not the page', () => {
    expect(contentItems([{ id: 1, title: 'a' }, { title: 'no id' }, null]).map((i) => i.id)).toEqual(['1']);
    expect(contentItems('nope')).toEqual([]);
  });

  it('a playback brief of 20 characters or more is shortened', () => {
    expect(playbackBrief('本期节目聚焦长沙城市建设与民生热点，邀请嘉宾深入解读。')).toBe('本期节目聚焦长沙城市建设与民生热点，邀…');
    expect(playbackBrief('精彩回放')).toBe('精彩回放');
  });
});

describe('the 2021 archive in the local CMS', async () => {
  const { app } = await seededApp();
  afterAll(() => app.close());
  // The CMS answering in-process, through the wrapper's query encoding.
  const send: RequestFn = async (path, options) => (await app.inject({ method: 'GET', url: `${path}${toQuery((options?.params ?? {}) as Params)}` })).json() as unknown;
  // A special class's page as the archive asks it: the page call (specPageCall) made through a call cache.
  const calls = new CallCache({ fetch: (request, signal) => send(request.path, { params: request.params, signal }) });
  const specPage = (classId: string, page: number, window: SpecListWindow) => calls.once(specPageCall, { classId, page, window });

  it('the playback special 300037 lists the archive class; the topics keep their own classes', async () => {
    const classIds = async (id: number) => ((await send(`/api/cms/client/content/spec/${id}`)) as { data: { classList: { id: number }[] } }).data.classList.map((c) => c.id);
    expect(await classIds(300037)).toEqual([8999]);
    expect(await classIds(100346)).toEqual([8000, 8001, 8002]);
  });

  it("the home's 'wonderful playback' panel holds replay archives only: each tile's /PlayBack lists replays, no topic news", async () => {
    const feed = (await send('/api/cms/client/category/getCategoryCompositeData', { params: { categoryCode: 'mycs.news', pageSize: 20 } })) as { data: { id: number; typeCode: string; contents: { id: number }[] }[] };
    const overview = feed.data.find((panel) => panel.typeCode === 'news.special-overview');
    expect(overview?.contents.length).toBeGreaterThan(1);
    for (const { id } of overview?.contents ?? []) {
      const [archive] = ((await send(`/api/cms/client/content/spec/${id}`)) as { data: { classList: { id: number }[] } }).data.classList;
      const replays = (await specPage(String(archive?.id), 1, null)).items;
      expect(replays.length, `special ${id}`).toBeGreaterThan(0);
      expect(replays.every((item) => item.type === 'video' && Boolean(item.playUrl)), `special ${id}`).toBe(true);
    }
  });

  it('36 items in three pages of 12; December 01–10 holds one, all of 2021 all 36', async () => {
    const pages = [];
    for (let index = 1; index <= 3; index++) pages.push(await specPage('8999', index, null));
    expect(pages.map((p) => [p.items.length, p.last])).toEqual([[PLAYBACK_PAGE_SIZE, false], [12, false], [12, true]]);
    const early = await specPage('8999', 1, specListWindow({ year: 2021, month: 12, range: 'early' }));
    expect(early.items.map((i) => i.showTime?.slice(0, 10))).toEqual(['2021-12-01']);
    const late = await specPage('8999', 1, specListWindow({ year: 2021, month: 12, range: 'late' }));
    expect(late.items).toHaveLength(2);
    const year = await specPage('8999', 3, specListWindow({ year: 2021, month: null, range: null }));
    expect(year.last).toBe(true);
  });
});

describe('picture news (spec 2 §3 multiList)', () => {
  it('pictures with their briefs; without an address left out; imagesUrl when there is no multiList', () => {
    expect(picturesOf({ multiList: [{ imageUrl: ' /a.jpg ', brief: '图1' }, { imageUrl: '' }], imagesUrl: '/x.jpg' })).toEqual([{ imageUrl: '/a.jpg', brief: '图1' }]);
    expect(picturesOf({ multiList: null, imagesUrl: '/x.jpg, ,/y.jpg' })).toEqual([{ imageUrl: '/x.jpg', brief: '' }, { imageUrl: '/y.jpg', brief: '' }]);
    expect(picturesOf({})).toEqual([]);
  });
});

describe("a picture's own address (issue 32: without scripts a tap opens the picture)", () => {
  it("links the site's paths and web addresses as they are", () => {
    expect(pictureAddress(' /media/a.jpg ')).toBe('/media/a.jpg');
    expect(pictureAddress('https://img.example.cn/a.jpg?x=1')).toBe('https://img.example.cn/a.jpg?x=1');
  });

  it('links nothing else', () => {
    for (const url of ['', 'javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.jpg', '/\\evil.example/a.jpg', 'a.jpg', 'https://u:p@h.example/a.jpg', '/a\u200b.jpg']) {
      expect(pictureAddress(url)).toBeNull();
    }
  });
});
