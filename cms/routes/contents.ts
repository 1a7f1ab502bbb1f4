import type { FastifyInstance } from 'fastify';
import { optionalUser, seesDrafts } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../../server/envelope.ts';
import { favouritesReader } from '../favourites.ts';
import { ADVERT_TYPES, presenter, type ContentRow } from '../present.ts';
import { NEWS_LIST_PANEL_ID } from '../seed/panels.ts';
import { flag01, idParam, idPath, objectSchema, optionalText, paged, pageIndex, pageSize } from './params.ts';

/** Spec 2 §8: an unknown (or unpublished) content id answers code 5101. */
export const CONTENT_NOT_FOUND = 5101;
/** Spec 2 §9: default panel of the panel content list. */
export const DEFAULT_PANEL_ID = NEWS_LIST_PANEL_ID;

export function contentRoutes(app: FastifyInstance, db: Db): void {
  const present = presenter(db);
  const byId = db.prepare('SELECT id, data, type, published FROM contents WHERE id = ?');
  const panelRows = db.prepare(
    `SELECT c.id, c.data, c.type, c.issue_time, c.published FROM panel_contents pc JOIN contents c ON c.id = pc.content_id
     WHERE pc.panel_id = ? AND (c.published = 1 OR ? = 1) ORDER BY pc.sort, c.id`,
  );
  const panelCategory = db.prepare('SELECT category_code FROM panels WHERE id = ?');
  const favouritesOf = favouritesReader(db);
  const adverts = db.prepare("SELECT id, data FROM contents WHERE type IN ('news_ad','adver','ad_third_party') AND published = 1 ORDER BY id LIMIT 3");
  const services = db.prepare('SELECT name, url FROM services ORDER BY id LIMIT 4');
  const latestOfType = db.prepare('SELECT id, data FROM contents WHERE type = ? AND published = 1 AND id != ? ORDER BY issue_time DESC LIMIT ? OFFSET ?');
  const countOfType = db.prepare('SELECT count(*) AS n FROM contents WHERE type = ? AND published = 1 AND id != ?');

  /** One visible item, or null: drafts only for an editor asking with preview=1. */
  function visible(id: number, drafts: boolean): (ContentRow & { type: string }) | null {
    const row = byId.get(id) as (ContentRow & { type: string; published: number }) | undefined;
    if (!row) return null;
    if (!row.published && !drafts) return null;
    return row;
  }

  const listQuery = objectSchema({
    panelId: { ...idParam, default: DEFAULT_PANEL_ID },
    contentId: idParam,
    pageSize: pageSize(10),
    vernier: { type: 'string', maxLength: 32, pattern: '^\\d*$' },
    hasAdvert: flag01(1),
    refreshType: { type: 'string', enum: ['open', 'refresh', 'loadmore'] },
    removeFirst: flag01(),
    keywords: optionalText(50),
    whetherStatus: flag01(1),
    ssid: optionalText(128),
    preview: flag01(),
  });
  app.get<{ Querystring: { panelId: number; contentId?: number; pageSize: number; vernier?: string; hasAdvert: number; removeFirst: number; keywords?: string; preview: number } }>(
    '/api/cms/client/content/getContentList',
    { schema: { querystring: listQuery } },
    async (request) => {
      const q = request.query;
      const user = optionalUser(db, request);
      const category = (panelCategory.get(q.panelId) as { category_code: string } | undefined)?.category_code ?? '';
      // A favourites panel lists the signed-in reader's favourites (spec 2 §2 Favourites: infinite load).
      let rows = favouritesOf(category, user?.id ?? null) ?? (panelRows.all(q.panelId, seesDrafts(user, q.preview) ? 1 : 0) as (ContentRow & { type: string; issue_time: number })[]);
      if (!q.hasAdvert) rows = rows.filter((r) => !ADVERT_TYPES.has(r.type));
      if (q.keywords) rows = rows.filter((r) => r.data.includes(q.keywords as string));
      // The cursor: after contentId in the panel's order, else older than vernier (a timestamp).
      const at = q.contentId ? rows.findIndex((r) => r.id === q.contentId) : -1;
      if (at >= 0) rows = rows.slice(at + 1);
      else if (q.vernier) rows = rows.filter((r) => r.issue_time < Number(q.vernier));
      if (q.removeFirst) rows = rows.slice(1);
      return ok(rows.slice(0, q.pageSize).map((r) => present(r, user?.id ?? null)));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { preview: number; hasAdvert: number } }>(
    '/api/cms/client/content/getDetail/:id',
    { schema: { params: idPath, querystring: objectSchema({ preview: flag01(), hasAdvert: flag01() }) } },
    async (request) => {
      const user = optionalUser(db, request);
      const row = visible(request.params.id, seesDrafts(user, request.query.preview));
      if (!row) return fail(CONTENT_NOT_FOUND, '内容不存在');
      const item = present(row, user?.id ?? null);
      item.serviceListArray = (services.all() as { name: string; url: string }[]).map((s) => ({ label: s.name, value: s.url }));
      item.advertList = request.query.hasAdvert
        ? (adverts.all() as ContentRow[]).map((a) => {
            const ad = JSON.parse(a.data) as Record<string, unknown>;
            return { id: a.id, title: ad.title, thumbnailUrl: ad.thumbnailUrl, type: ad.type, isExternal: true, crowdPackage: ad.crowdPackage };
          })
        : [];
      return ok(item);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { preview: number } }>(
    '/api/cms/client/content/multiPic/:id',
    { schema: { params: idPath, querystring: objectSchema({ preview: flag01() }) } },
    async (request) => {
      const user = optionalUser(db, request);
      const row = visible(request.params.id, seesDrafts(user, request.query.preview));
      if (!row) return fail(CONTENT_NOT_FOUND, '内容不存在');
      const item = present(row, user?.id ?? null);
      return ok({ ...item, multiList: item.multiList ?? [] });
    },
  );

  const recommend = (contentId: number | undefined, index: number, size: number, userId: number | null) => {
    const exclude = contentId ?? 0;
    return (latestOfType.all('news_common', exclude, size, (index - 1) * size) as ContentRow[]).map((r) => present(r, userId));
  };
  const recommendSchema = objectSchema({
    contentId: idParam,
    pageIndex,
    pageSize: pageSize(10),
    personalRec: flag01(1),
    refreshType: { type: 'string', enum: ['open', 'loadmore', 'refresh'] },
    types: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 40 } }] },
    ssId: optionalText(128),
  });
  type RecommendInput = { contentId?: number; pageIndex: number; pageSize: number };
  app.get<{ Querystring: RecommendInput }>('/api/cms/client/content/queryRecommendList', { schema: { querystring: recommendSchema } }, async (request) =>
    ok(recommend(request.query.contentId, request.query.pageIndex, request.query.pageSize, optionalUser(db, request)?.id ?? null)),
  );
  app.post<{ Body: RecommendInput }>('/api/cms/client/contentRecommend/bigDataRecommendList', { schema: { body: recommendSchema } }, async (request) =>
    ok(recommend(request.body.contentId, request.body.pageIndex, request.body.pageSize, optionalUser(db, request)?.id ?? null)),
  );

  app.get<{ Querystring: { contentId: number; pageSize: number; pageIndex: number } }>(
    '/api/cms/client/content/getRefList',
    { schema: { querystring: objectSchema({ contentId: idParam, pageSize: pageSize(10), pageIndex }, ['contentId']) } },
    async (request) => {
      const { contentId, pageSize: size, pageIndex: index } = request.query;
      const self = byId.get(contentId) as { type: string } | undefined;
      if (!self) return fail(CONTENT_NOT_FOUND, '内容不存在');
      const total = (countOfType.get(self.type, contentId) as { n: number }).n;
      const records = (latestOfType.all(self.type, contentId, size, (index - 1) * size) as ContentRow[]).map((r) => present(r, null));
      return ok(paged(records, total, index, size));
    },
  );

  app.get<{ Querystring: { newstype: string; pagenum: number; pageSize: number } }>(
    '/api/cms/client/content/similar',
    { schema: { querystring: objectSchema({ newstype: { type: 'string', maxLength: 40, default: 'short_video' }, pagenum: pageIndex, pageSize: pageSize(5), keywords: optionalText(50) }) } },
    async (request) => {
      const { newstype, pagenum, pageSize: size } = request.query;
      const listSimilar = (latestOfType.all(newstype, 0, size, (pagenum - 1) * size) as ContentRow[]).map((r) => present(r, null));
      return ok({ pageNum: pagenum, listSimilar });
    },
  );

  app.post<{ Params: { id: number } }>('/api/cms/client/contentStats/view/count/:id', { schema: { params: idPath } }, async (request) => {
    const { changes } = db.prepare('UPDATE counters SET views = views + 1 WHERE content_id = ?').run(request.params.id);
    if (!changes) return fail(CONTENT_NOT_FOUND, '内容不存在');
    return ok((db.prepare('SELECT views FROM counters WHERE content_id = ?').get(request.params.id) as { views: number }).views);
  });

  app.get<{ Querystring: { widgetName?: string } }>(
    '/api/cms/client/widget/getWidget',
    { schema: { querystring: objectSchema({ widgetName: optionalText(60), contentId: idParam }) } },
    async (request) => {
      const row = db.prepare('SELECT id, widget_name, widget_url, redirect_url FROM widgets WHERE (? IS NULL OR widget_name = ?) ORDER BY id LIMIT 1').get(request.query.widgetName ?? null, request.query.widgetName ?? null) as
        | { id: number; widget_name: string; widget_url: string; redirect_url: string }
        | undefined;
      return ok(row ? { id: row.id, widgetName: row.widget_name, widgetUrl: row.widget_url, redirectUrl: row.redirect_url } : null);
    },
  );
}
