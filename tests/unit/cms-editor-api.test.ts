import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, READER, seededApp } from '../support/cms-app.ts';

/** Issue 30 item 1: editors put panels, contents and a category's order on the local CMS, and take them off. */
let cms: Awaited<ReturnType<typeof seededApp>>;
beforeAll(async () => {
  cms = await seededApp();
});
afterAll(() => cms.app.close());

type Method = 'PUT' | 'DELETE' | 'GET';
const call = (method: Method, url: string, payload?: object, token: string | null = EDITOR.token) =>
  cms.app.inject({ method, url, headers: token ? { token } : {}, ...(payload ? { payload } : {}) });

interface FeedPanel {
  id: number;
  typeCode: string;
  name: string;
  config: Record<string, unknown>;
  contents: { id: number; title: string; listStyle?: number; showTime?: string; draft?: number }[];
}
const feed = async (category = 'mycs.news', query = '', token: string | null = null): Promise<FeedPanel[]> =>
  (await call('GET', `/api/cms/client/category/getCategoryCompositeData?categoryCode=${category}${query}`, undefined, token)).json().data;
const panelIds = async (category?: string) => (await feed(category)).map((panel) => panel.id);

const weather = { id: 9000101, name: '长沙天气', typeCode: 'city.weather', config: { headline: '晴 12–20°C' }, contents: [] };
const quote = { id: 9000201, type: 'news_common', listStyle: 7, title: '“长沙的夜，是湘江给的。”', issueTimeStamp: Date.parse('2026-11-22T07:30:00+08:00') };

describe("the editors' API", () => {
  it('puts a panel first on the home for every reader, and takes it off again', async () => {
    const seeded = await panelIds();
    const put = await call('PUT', '/api/editor/panels/9000101', weather);
    expect(put.json()).toEqual({ code: 200, message: 'success', data: { id: 9000101, categoryCode: 'mycs.news', position: 1 } });

    const home = await feed();
    expect(home.map((panel) => panel.id)).toEqual([9000101, ...seeded]);
    expect(home[0]).toMatchObject({ typeCode: 'city.weather', name: '长沙天气', config: { headline: '晴 12–20°C' }, contents: [] });

    expect((await call('DELETE', '/api/editor/panels/9000101')).statusCode).toBe(200);
    expect(await panelIds()).toEqual(seeded);
  });

  it('lists a content in a panel at the position asked, with the time a card shows filled in', async () => {
    expect((await call('PUT', '/api/editor/contents/9000201', quote)).statusCode).toBe(200);
    await call('PUT', '/api/editor/panels/9000202', { id: 9000202, typeCode: 'core.list.content', name: '名句', contents: [9000201, 100003], position: 3 });

    const home = await feed();
    expect(home[2]).toMatchObject({ id: 9000202, contents: [{ id: 9000201, listStyle: 7, title: quote.title, showTime: '2026-11-22 07:30:00' }, { id: 100003 }] });
    const detail = (await call('GET', '/api/cms/client/content/getDetail/9000201', undefined, null)).json();
    expect(detail.data).toMatchObject({ id: 9000201, type: 'news_common', viewCountShow: 0 });

    // Taking the content off takes it out of its panel too.
    await call('DELETE', '/api/editor/contents/9000201');
    expect((await feed())[2]?.contents.map((item) => item.id)).toEqual([100003]);
    await call('DELETE', '/api/editor/panels/9000202');
  });

  it('keeps a draft for an editor asking with preview=1', async () => {
    await call('PUT', '/api/editor/contents/9000301', { ...quote, id: 9000301, draft: 1 });
    await call('PUT', '/api/editor/panels/9000302', { id: 9000302, typeCode: 'core.list.content', contents: [9000301] });
    expect((await feed())[0]?.contents).toEqual([]);
    expect((await feed('mycs.news', '&preview=1', EDITOR.token))[0]?.contents).toMatchObject([{ id: 9000301, draft: 1 }]);
    await call('DELETE', '/api/editor/panels/9000302');
    await call('DELETE', '/api/editor/contents/9000301');
  });

  it("sets a category's order and puts the seeded one back", async () => {
    const seeded = await panelIds();
    const put = await call('PUT', '/api/editor/categories/mycs.news/order', { panels: [48662, 48651] });
    expect(put.json().data.panels.slice(0, 2)).toEqual([48662, 48651]);
    expect(await panelIds()).toEqual([48662, 48651, ...seeded.filter((id) => id !== 48662 && id !== 48651)]);

    await call('DELETE', '/api/editor/categories/mycs.news/order');
    expect(await panelIds()).toEqual(seeded);
  });

  it('keeps categories read together (mycs.life.*) in their order when one of them gets a panel', async () => {
    const before = await panelIds('mycs.life.*');
    await call('PUT', '/api/editor/panels/9000401', { id: 9000401, typeCode: 'core.list.content', categoryCode: 'mycs.life.hot' });
    const hotFirst = before.indexOf(61007);
    expect(await panelIds('mycs.life.*')).toEqual([...before.slice(0, hotFirst), 9000401, ...before.slice(hotFirst)]);
    await call('DELETE', '/api/editor/panels/9000401');
  });
});

describe("the editors' API refuses, naming what is wrong", () => {
  const refusal = async (method: Method, url: string, payload?: object, token: string | null = EDITOR.token) => {
    const answer = await call(method, url, payload, token);
    return { status: answer.statusCode, message: String(answer.json().message) };
  };

  it('callers without an editor token', async () => {
    expect(await refusal('PUT', '/api/editor/panels/9000101', weather, null)).toMatchObject({ status: 401 });
    expect(await refusal('PUT', '/api/editor/panels/9000101', weather, READER.token)).toMatchObject({ status: 403, message: expect.stringMatching(/editors only/) });
  });

  it('the seeded city, so the home the e2e tests know stays as seeded', async () => {
    expect(await refusal('PUT', '/api/editor/panels/48650', { ...weather, id: 48650 })).toEqual({ status: 409, message: expect.stringMatching(/^id: panel 48650 is part of the seeded city/) });
    expect(await refusal('DELETE', '/api/editor/contents/100003')).toMatchObject({ status: 409 });
    expect(await refusal('DELETE', '/api/editor/panels/9000999')).toEqual({ status: 404, message: 'id: no panel 9000999 put by an editor' });
  });

  it('a panel with a field missing, misspelt or of the wrong type, or items not on the CMS', async () => {
    const { typeCode: _, ...untyped } = weather;
    expect(await refusal('PUT', '/api/editor/panels/9000101', untyped)).toEqual({ status: 400, message: expect.stringMatching(/typeCode/) });
    expect(await refusal('PUT', '/api/editor/panels/9000101', { ...untyped, typecode: 'city.weather' })).toEqual({ status: 400, message: expect.stringMatching(/typeCode/) });
    expect(await refusal('PUT', '/api/editor/panels/9000101', { ...weather, typeCod: 'x' })).toEqual({ status: 400, message: 'body/typeCod: not a field of a panel (did you mean typeCode?)' });
    expect(await refusal('PUT', '/api/editor/panels/9000101', { ...weather, position: 'first' })).toEqual({ status: 400, message: expect.stringMatching(/position must be integer/) });
    expect(await refusal('PUT', '/api/editor/panels/9000101', { ...weather, contents: [9000888] })).toEqual({ status: 400, message: 'contents: no content 9000888 (item 1): put it first' });
    expect(await refusal('PUT', '/api/editor/panels/9000101', { ...weather, categoryCode: 'mycs.nope' })).toEqual({ status: 400, message: expect.stringMatching(/^categoryCode: no category mycs.nope \(there are: .*mycs.news/) });
    expect(await refusal('PUT', '/api/editor/panels/9000102', weather)).toEqual({ status: 400, message: "id: the body's id 9000101 is not the address's 9000102" });
  });

  it('a content without a type or title, and an order naming a panel of another category', async () => {
    expect(await refusal('PUT', '/api/editor/contents/9000201', { id: 9000201, title: 'x' })).toEqual({ status: 400, message: expect.stringMatching(/type/) });
    expect(await refusal('PUT', '/api/editor/categories/mycs.news/order', { panels: [61001] })).toEqual({ status: 400, message: 'panels: panel 61001 (item 1) is not in category mycs.news' });
    expect(await refusal('DELETE', '/api/editor/categories/mycs.video/order')).toMatchObject({ status: 404 });
  });
});
