import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ok } from '../envelope.ts';

/** Spec 2 §9: feed page size. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const querystring = {
  type: 'object',
  required: ['categoryCode'],
  additionalProperties: true,
  properties: {
    categoryCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._*-]+$' },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    hasAdvert: { type: 'integer', enum: [0, 1], default: 0 },
    refreshType: { type: 'string', enum: ['open', 'refresh'], default: 'open' },
    ssid: { type: 'string', maxLength: 128 },
  },
} as const;

interface Query {
  categoryCode: string;
  pageSize: number;
  hasAdvert: 0 | 1;
  refreshType: 'open' | 'refresh';
  ssid?: string;
}

interface PanelRow {
  id: number;
  code: string | null;
  name: string | null;
  type_code: string;
  config: string;
}

export function compositeRoutes(app: FastifyInstance, db: Db): void {
  const panelsOf = db.prepare(
    'SELECT id, code, name, type_code, config FROM panels WHERE category_code = ? AND published = 1 ORDER BY sort, id',
  );
  const contentsOf = db.prepare(
    `SELECT c.id, c.data FROM panel_contents pc JOIN contents c ON c.id = pc.content_id
     WHERE pc.panel_id = ? AND c.published = 1 ORDER BY pc.sort, c.id LIMIT ?`,
  );

  app.get<{ Querystring: Query }>(
    '/api/cms/client/category/getCategoryCompositeData',
    { schema: { querystring } },
    async (request) => {
      const { categoryCode, pageSize } = request.query;
      const panels = (panelsOf.all(categoryCode) as PanelRow[]).map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        typeCode: row.type_code,
        config: JSON.parse(row.config) as unknown,
        subCategories: [],
        contents: (contentsOf.all(row.id, pageSize) as { id: number; data: string }[]).map((c) => ({
          ...(JSON.parse(c.data) as object),
          id: c.id,
        })),
      }));
      return ok(panels);
    },
  );
}
