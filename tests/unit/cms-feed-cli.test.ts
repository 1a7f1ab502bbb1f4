import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFeedCommand } from '../../cms/feed-cli.ts';
import { seededApp } from '../support/cms-app.ts';

/** Issue 30 item 1: `npm run cms -- add|remove <file.json>` against a running local CMS. */
let cms: Awaited<ReturnType<typeof seededApp>>;
let address: string;
const folder = mkdtempSync(join(tmpdir(), 'cms-feed-'));
beforeAll(async () => {
  cms = await seededApp();
  address = await cms.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await cms.app.close();
  rmSync(folder, { recursive: true, force: true });
});

function fileWith(name: string, content: unknown): string {
  const path = join(folder, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

/** Runs the command as `npm run cms -- …` would, against the app (CMS_URL) unless told otherwise. */
async function cmsCommand(...args: string[]): Promise<{ code: number; out: string[]; errors: string[] }> {
  const out: string[] = [];
  const errors: string[] = [];
  const code = await runFeedCommand(args, { CMS_URL: address }, (line) => out.push(line), (line) => errors.push(line));
  return { code, out, errors };
}

const homePanels = async () =>
  ((await cms.app.inject({ url: '/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news' })).json().data as { id: number; contents: { id: number }[] }[]);

/** The docs/plugins.md examples in one file: a panel, a listStyle 7 item, an item of a new type. */
const walkThrough = {
  panels: [
    { id: 9000101, name: '长沙天气', typeCode: 'city.weather', config: { headline: '晴 12–20°C' }, contents: [] },
    {
      id: 9000200,
      name: '新插件',
      typeCode: 'core.list.content',
      position: 2,
      contents: [
        // As a fixture writes it: the id a string.
        { id: '9000201', type: 'news_common', listStyle: 7, title: '“长沙的夜，是湘江给的。”' },
        { id: 9000301, type: 'weather.city', listStyle: 1, title: '长沙今日天气：晴' },
      ],
    },
  ],
};

describe('npm run cms -- add / remove', () => {
  it("puts a file's panels and their inline items on the home, says where, and takes them off", async () => {
    const seeded = (await homePanels()).map((panel) => panel.id);
    const file = fileWith('walk-through.json', walkThrough);

    const added = await cmsCommand('add', file);
    expect(added).toMatchObject({ code: 0, errors: [] });
    expect(added.out).toEqual([
      'put content 9000201 (news_common, listStyle 7)',
      'put content 9000301 (weather.city, listStyle 1)',
      'put panel 9000101 (city.weather): 1st of mycs.news',
      'put panel 9000200 (core.list.content): 2nd of mycs.news',
      `see it on ${address}/ (or ${address}/?preview=1 to see what a plugin left out and why)`,
    ]);
    const home = await homePanels();
    expect(home.slice(0, 2).map((panel) => panel.id)).toEqual([9000101, 9000200]);
    expect(home[1]?.contents.map((item) => item.id)).toEqual([9000201, 9000301]);

    // Adding again changes nothing (the file is the truth), and removing twice is no error.
    expect((await cmsCommand('add', file)).code).toBe(0);
    expect((await homePanels()).map((panel) => panel.id)).toEqual([9000101, 9000200, ...seeded]);
    expect((await cmsCommand('remove', file)).out).toContain('took off panel 9000101');
    expect((await homePanels()).map((panel) => panel.id)).toEqual(seeded);
    expect((await cmsCommand('remove', file)).out).toContain('panel 9000101: not on the CMS, nothing to take off');
  });

  it("sets a category's order from a file and puts it back with remove order", async () => {
    const seeded = (await homePanels()).map((panel) => panel.id);
    expect((await cmsCommand('add', fileWith('order.json', { categories: [{ code: 'mycs.news', panels: [48662] }] }))).code).toBe(0);
    expect((await homePanels())[0]?.id).toBe(48662);
    expect(await cmsCommand('remove', 'order', 'mycs.news')).toMatchObject({ code: 0, out: ['took off the order of mycs.news'] });
    expect((await homePanels()).map((panel) => panel.id)).toEqual(seeded);
  });

  it('names every problem of a bad file by where it is, and calls the CMS for none of it', async () => {
    const bad = {
      panels: [
        { id: 9000101, typecode: 'city.weather', position: 0, contents: [{ id: 9000201, listStyle: 7 }] },
      ],
      categorys: [],
    };
    const { code, errors } = await cmsCommand('add', fileWith('bad.json', bad));
    expect(code).toBe(1);
    const file = join(folder, 'bad.json');
    expect(errors).toEqual(
      expect.arrayContaining([
        `${file}: categorys: not a field of the file (contents, panels, categories) (did you mean categories?)`,
        `${file}: panels[0].typeCode: missing, and it is required`,
        `${file}: panels[0].typecode: not a field of a panel (did you mean typeCode?)`,
        `${file}: panels[0].position: must be >= 1`,
      ]),
    );
    expect((await homePanels())[0]?.id).toBe(48650);

    const inline = await cmsCommand('add', fileWith('inline.json', { panels: [{ id: 9000101, typeCode: 'x', contents: [{ id: 9000201, listStyle: 7 }] }] }));
    expect(inline.errors).toEqual([`${join(folder, 'inline.json')}: panels[0].contents[0].type: missing, and it is required`, `${join(folder, 'inline.json')}: panels[0].contents[0].title: missing, and it is required`]);
  });

  it('says where a file is not JSON, and what the CMS refused', async () => {
    const broken = await cmsCommand('add', fileWith('broken.json', '{\n  "panels": [\n    { "id": 1 }\n  ],,\n}'));
    expect(broken.errors[0]).toMatch(/broken\.json: not JSON at line 4, column 5: Expected double-quoted property name/);

    const seedPanel = await cmsCommand('add', fileWith('seed.json', { panels: [{ id: 48650, typeCode: 'core.carousel' }] }));
    expect(seedPanel).toMatchObject({ code: 1, errors: [expect.stringMatching(/^panel 48650 \(core.carousel\): the CMS at .* refused it \(HTTP 409\): id: panel 48650 is part of the seeded city/)] });
  });

  it('says when no CMS answers, where it looked, and how to point it elsewhere', async () => {
    const out: string[] = [];
    const code = await runFeedCommand(['remove', 'panel', '9000101'], { PORT: '9' }, () => {}, (line) => out.push(line));
    expect(code).toBe(1);
    expect(out).toEqual([expect.stringMatching(/^no local CMS answers at http:\/\/127\.0\.0\.1:9: .*--cms or CMS_URL/)]);
    expect((await cmsCommand('add')).code).toBe(2);
  });
});
