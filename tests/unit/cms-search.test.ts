import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../cms/app.ts';
import { openDatabase } from '../../cms/db/database.ts';
import { pairQuery, pairTokens } from '../../cms/db/search-index.ts';
import { seedDatabase } from '../../cms/seed/seed.ts';

const db = openDatabase(':memory:');
seedDatabase(db);
const app = await buildApp({ db });
beforeAll(() => app.ready());
afterAll(() => app.close());

const READER = { token: 'token-reader-0001' };
const searchAll = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'POST', url: '/api/cms/client/search/all', payload: body, headers })).json().data;
const searchV1 = async (body: Record<string, unknown>) =>
  (await app.inject({ method: 'POST', url: '/api/cms/client/content/search/v1', payload: body })).json().data;

describe('the character-pair index', () => {
  it('indexes every run as its pairs and its last character, without punctuation', () => {
    expect(pairTokens('长沙市，Metro 6号')).toBe('长沙 沙市 市 me et tr ro o 6号 号');
  });

  it('turns a reader text into phrases of pairs, one character into a prefix, and nothing searchable into null', () => {
    expect(pairQuery('长沙')).toBe('"长沙"');
    expect(pairQuery('湘江新区')).toBe('"湘江 江新 新区"');
    expect(pairQuery('长')).toBe('"长"*');
    expect(pairQuery('地铁 6号')).toBe('"地铁" AND "6号"');
    for (const nothing of ['%', '  ', '"*', '\u0000', 'AND()']) expect(pairQuery(nothing) ?? 'null').not.toMatch(/[()]/);
    expect(pairQuery('%%')).toBeNull();
  });
});

describe('search/all from the index', () => {
  it('finds two-character Chinese queries, ranked with title hits first, and totals every asked type', async () => {
    const data = await searchAll({ keyword: '长沙', pageIndex: 1, pageSize: 10, searchType: 'info', totalTypes: 'info,video,user,topic' });
    expect(data.contents).toHaveLength(10);
    expect(data.contents[0].title).toContain('长沙');
    expect(Object.keys(data.totals).toSorted()).toEqual(['info', 'topic', 'user', 'video']);
    expect(data.totals.info).toBe(data.total);
    expect(data.totals.user).toBeGreaterThan(10);
  });

  it('finds a single character and a text inside a longer word, and never a text that is not there', async () => {
    expect((await searchAll({ keyword: '湘', pageSize: 10, searchType: 'info' })).total).toBeGreaterThan(0);
    expect((await searchAll({ keyword: '江新区', pageSize: 10, searchType: 'info' })).contents.every((c: { title: string; brief?: string; keywords?: string }) => `${c.title}${c.brief ?? ''}${c.keywords ?? ''}`.includes('江新区'))).toBe(true);
    expect((await searchAll({ keyword: '不存在的词语', pageSize: 10, searchType: 'info' })).total).toBe(0);
    expect((await searchAll({ keyword: '%', pageSize: 10, searchType: 'info' })).total).toBe(0);
  });

  it('pages dynamics with their images and the vote of a vote post, and 5G rails of TV and radio', async () => {
    const first = await searchAll({ keyword: '长沙', pageIndex: 1, pageSize: 10, searchType: 'dynamic', totalTypes: 'info,video,dynamic,user' });
    const second = await searchAll({ keyword: '长沙', pageIndex: 2, pageSize: 10, searchType: 'dynamic', totalTypes: 'info,video,dynamic,user' });
    expect(first.dynamics).toHaveLength(10);
    expect(second.dynamics.map((d: { id: number }) => d.id)).not.toContain(first.dynamics[0].id);
    const all = [...first.dynamics, ...second.dynamics, ...(await searchAll({ keyword: '长沙', pageIndex: 3, pageSize: 10, searchType: 'dynamic' })).dynamics];
    const vote = all.find((d: { subType?: string }) => d.subType === 'vote');
    expect(vote.extend.vote.items.length).toBeGreaterThan(1);
    const tv = await searchAll({ keyword: '长沙', pageNum: 1, pageSize: 20, searchType: '5G_tv', totalTypes: 'info,video,dynamic,user' });
    const radio = await searchAll({ keyword: '长沙', pageNum: 1, pageSize: 20, searchType: '5G_radio', totalTypes: 'info,video,dynamic,user' });
    expect(tv.contents.length).toBeGreaterThan(0);
    expect(radio.contents.length).toBeGreaterThan(0);
    expect(tv.contents[0]).toMatchObject({ thumbnail: expect.any(String), authorName: expect.any(String), link: expect.any(String) });
  });

  it('answers users with certMark, and whetherFollow for the signed-in reader (never from an anonymous cache)', async () => {
    const anonymous = await searchAll({ keyword: '长沙', pageIndex: 1, pageSize: 10, searchType: 'user' });
    expect(anonymous.users).toHaveLength(10);
    expect(anonymous.users.some((u: { certMark: string | null }) => u.certMark === 'yellow-v')).toBe(true);
    const target = anonymous.users[0].id;
    await app.inject({ method: 'POST', url: `/api/sys/user/me/follow/${target}`, headers: READER, payload: {} });
    const signedIn = await searchAll({ keyword: '长沙', pageIndex: 1, pageSize: 10, searchType: 'user' }, READER);
    expect(signedIn.users.find((u: { id: number }) => u.id === target).whetherFollow).toBe(true);
    const again = await searchAll({ keyword: '长沙', pageIndex: 1, pageSize: 10, searchType: 'user' });
    expect(again.users.find((u: { id: number }) => u.id === target).whetherFollow).toBe(false);
  });

  it('content/search/v1 pages news by pageNum and pageSize', async () => {
    const one = await searchV1({ keyword: '长沙', pageNum: 1, pageSize: 20 });
    const two = await searchV1({ keyword: '长沙', pageNum: 2, pageSize: 20 });
    expect(one.records).toHaveLength(20);
    expect(one.total).toBeGreaterThan(20);
    expect(two.records[0].id).not.toBe(one.records[0].id);
  });

  it('content/search/v1 reads `type` as a search family (info: every kind of news) or one content type', async () => {
    const untyped = await searchV1({ keyword: '长沙', pageNum: 1, pageSize: 20 });
    const news = await searchV1({ keyword: '长沙', pageNum: 1, pageSize: 20, type: 'info' });
    const plain = await searchV1({ keyword: '长沙', pageNum: 1, pageSize: 20, type: 'news_common' });
    expect(news.total).toBe(untyped.total);
    expect(news.total).toBeGreaterThan(plain.total);
    expect(plain.records.every((record: { type: string }) => record.type === 'news_common')).toBe(true);
  });
});
