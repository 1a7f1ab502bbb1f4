import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, READER, seededApp } from '../support/cms-app.ts';

/** Issue 16: an editor's preview lists drafts (marked), opens them with a real body; nobody else sees them. */
let cms: Awaited<ReturnType<typeof seededApp>>;
beforeAll(async () => {
  cms = await seededApp();
});
afterAll(() => cms.app.close());

const DRAFT_IDS = ['100369', '100370', '100371'];
const NEWS_LIST_PANEL_ID = 48662;

async function get(url: string, token?: string): Promise<{ code: number; data: unknown }> {
  return (await cms.app.inject({ method: 'GET', url, headers: token ? { token } : {} })).json();
}

async function homeListIds(query: string, token?: string): Promise<{ id: string; draft?: number }[]> {
  const answer = await get(`/api/cms/client/category/getCategoryCompositeData?categoryCode=mycs.news&pageSize=20${query}`, token);
  const panels = answer.data as { id: number; contents: { id: number; draft?: number }[] }[];
  return (panels.find((p) => p.id === NEWS_LIST_PANEL_ID)?.contents ?? []).map((c) => ({ id: String(c.id), ...(c.draft ? { draft: c.draft } : {}) }));
}

describe('drafts in the local CMS', () => {
  it('are listed, marked draft, near the top of the home list for an editor asking with preview=1', async () => {
    const ids = await homeListIds('&preview=1', EDITOR.token);
    expect(ids.slice(1, 4)).toEqual(DRAFT_IDS.map((id) => ({ id, draft: 1 })));
    const list = await get(`/api/cms/client/content/getContentList?panelId=${NEWS_LIST_PANEL_ID}&pageSize=10&preview=1`, EDITOR.token);
    expect((list.data as { id: number; draft?: number }[]).filter((c) => c.draft).map((c) => String(c.id))).toEqual(DRAFT_IDS);
  });

  it('are never listed without preview, for a reader, or anonymously', async () => {
    for (const [query, token] of [['', EDITOR.token], ['&preview=1', READER.token], ['&preview=1', undefined]] as const) {
      const ids = (await homeListIds(query, token)).map((c) => c.id);
      expect(ids.filter((id) => DRAFT_IDS.includes(id))).toEqual([]);
    }
  });

  it('open for the editor in preview with a body at their contentUrl; 5101 for anyone else', async () => {
    const detail = await get(`/api/cms/client/content/getDetail/${DRAFT_IDS[0]}?preview=1`, EDITOR.token);
    expect(detail).toMatchObject({ code: 200, data: { draft: 1, contentUrl: `/content/news/${DRAFT_IDS[0]}.html` } });
    const body = await cms.app.inject({ method: 'GET', url: `/content/news/${DRAFT_IDS[0]}.html` });
    expect(body.statusCode).toBe(200);
    expect(body.body).toContain('<p>');
    expect((await get(`/api/cms/client/content/getDetail/${DRAFT_IDS[0]}?preview=1`)).code).toBe(5101);
    expect((await get(`/api/cms/client/content/getDetail/${DRAFT_IDS[0]}?preview=1`, READER.token)).code).toBe(5101);
  });
});
