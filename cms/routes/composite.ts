import { cityNamed } from '../../cities/by-name.ts';
import type { FastifyInstance } from 'fastify';
import { answerCache } from '../answer-cache.ts';
import { optionalUser, seesDrafts, type SessionUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { ok } from '../../server/envelope.ts';
import { favouritesReader } from '../favourites.ts';
import { ADVERT_TYPES, presenter, type ContentRow } from '../present.ts';
import { flag01, objectSchema, optionalText, pageSize } from './params.ts';

/** The city the local CMS stands in for (`CITY`). */
const CITY = cityNamed();

/** Spec 2 §9: feed page size. */
export const DEFAULT_PAGE_SIZE = 20;

const querystring = objectSchema(
  {
    categoryCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._*-]+$' },
    pageSize: pageSize(DEFAULT_PAGE_SIZE),
    hasAdvert: flag01(),
    refreshType: { type: 'string', enum: ['open', 'refresh'], default: 'open' },
    ssid: optionalText(128),
    preview: flag01(),
  },
  ['categoryCode'],
);

interface Query {
  categoryCode: string;
  pageSize: number;
  hasAdvert: 0 | 1;
  refreshType: 'open' | 'refresh';
  preview: 0 | 1;
}

interface PanelRow {
  id: number;
  category_code: string;
  code: string | null;
  name: string | null;
  type_code: string;
  config: string;
}

/** Only the tab panels of the video and favourites pages carry their category's sub-categories. */
const tabbed = (row: PanelRow) => row.type_code === 'core.list.content' && (row.category_code === CITY.videoCategories.video || row.category_code === CITY.favourCategories.tabs);

export function compositeRoutes(app: FastifyInstance, db: Db): void {
  const present = presenter(db);
  // `mycs.life.*` style codes select every category under the prefix.
  const panelsOf = db.prepare(
    `SELECT id, category_code, code, name, type_code, config FROM panels
     WHERE (category_code = ? OR (? LIKE '%.*' AND category_code LIKE replace(?, '*', '%'))) AND published = 1 ORDER BY sort, id`,
  );
  const subsOf = db.prepare('SELECT id, name, parent_code, code, panel_id FROM categories_sub WHERE parent_code = ? ORDER BY sort');
  // The page is cut in SQL (adverts left out there too): a long panel no longer loads every row's JSON.
  const advertTypes = [...ADVERT_TYPES].map((t) => `'${t}'`).join(',');
  const contentsOf = db.prepare(
    `SELECT c.id, c.data, c.type, c.published FROM panel_contents pc JOIN contents c ON c.id = pc.content_id
     WHERE pc.panel_id = ? AND (c.published = 1 OR ? = 1) AND (? = 1 OR c.type NOT IN (${advertTypes})) ORDER BY pc.sort, c.id LIMIT ?`,
  );
  const favouritesOf = favouritesReader(db);

  const sendCached = answerCache(db);

  function panels(categoryCode: string, size: number, hasAdvert: 0 | 1, user: SessionUser | null, drafts = false) {
    const rows = panelsOf.all(categoryCode, categoryCode, categoryCode) as PanelRow[];
    return rows.map((row) => {
      let contents = favouritesOf(row.category_code, user?.id ?? null) ?? (contentsOf.all(row.id, drafts ? 1 : 0, hasAdvert, size) as (ContentRow & { type: string })[]);
      if (!hasAdvert) contents = contents.filter((c) => !ADVERT_TYPES.has(c.type));
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        typeCode: row.type_code,
        config: JSON.parse(row.config) as unknown,
        subCategories: (tabbed(row) ? (subsOf.all(row.category_code) as { id: number; name: string; parent_code: string; code: string; panel_id: number }[]) : [])
          .map((s) => ({ id: s.id, name: s.name, parentId: row.id, code: s.code, panelId: s.panel_id })),
        contents: contents.slice(0, size).map((c) => present(c, user?.id ?? null)),
      };
    });
  }

  app.get<{ Querystring: Query }>('/api/cms/client/category/getCategoryCompositeData', { schema: { querystring } }, async (request, reply) => {
    const { categoryCode, pageSize: size, hasAdvert, preview } = request.query;
    const user = optionalUser(db, request);
    if (user) return ok(panels(categoryCode, size, hasAdvert, user, seesDrafts(user, preview)));
    // Every anonymous reader gets the same feed: built once per database state, sent as ready bytes.
    return sendCached(request, reply, `${categoryCode}|${size}|${hasAdvert}`, () => ok(panels(categoryCode, size, hasAdvert, null)));
  });
}
