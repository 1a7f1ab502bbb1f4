import type { FastifyInstance } from 'fastify';
import { requireEditor } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { ok } from '../../server/envelope.ts';
import { objectSchema } from './params.ts';

/**
 * Render reports (issue 11, core/engine/reports/render-reports.ts): what reader pages left out or kept with
 * fields removed, so an editor notices a panel that vanished for readers. Anyone may post (pages
 * report without a login); only editors read them back, with totals estimated from the sample rate.
 */
export const RENDER_REPORT_KINDS = ['panel-dropped', 'item-dropped', 'panel-warned', 'item-warned', 'plugin-error', 'page-error'] as const;
export const MAX_REPORTS_PER_BATCH = 50;

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
const reportSchema = objectSchema(
  {
    kind: { type: 'string', enum: RENDER_REPORT_KINDS },
    key: nullableText(120),
    panelId: nullableText(64),
    itemId: nullableText(64),
    errors: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 200 } },
  },
  ['kind', 'errors'],
);

interface ReportBody {
  page: string;
  sampleRate: number;
  reports: { kind: string; key?: string | null; panelId?: string | null; itemId?: string | null; errors: string[] }[];
}

export function renderReportRoutes(app: FastifyInstance, db: Db): void {
  const insert = db.prepare('INSERT INTO render_reports (received, page, sample_rate, kind, key, panel_id, item_id, errors) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');

  app.post<{ Body: ReportBody }>(
    '/api/render-reports',
    {
      schema: {
        body: objectSchema(
          {
            page: { type: 'string', minLength: 1, maxLength: 200 },
            sampleRate: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
            reports: { type: 'array', minItems: 1, maxItems: MAX_REPORTS_PER_BATCH, items: reportSchema },
          },
          ['page', 'sampleRate', 'reports'],
        ),
      },
    },
    async (request) => {
      const { page, sampleRate, reports } = request.body;
      const now = Date.now();
      db.transaction(() => {
        for (const r of reports) insert.run(now, page, sampleRate, r.kind, r.key ?? null, r.panelId ?? null, r.itemId ?? null, JSON.stringify(r.errors));
      })();
      return ok({ accepted: reports.length });
    },
  );

  app.get<{ Querystring: { limit?: number } }>(
    '/api/render-reports',
    { schema: { querystring: objectSchema({ limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } }) } },
    async (request, reply) => {
      if (!requireEditor(db, request, reply, 'render reports')) return reply;
      const recent = db
        .prepare('SELECT received, page, sample_rate AS sampleRate, kind, key, panel_id AS panelId, item_id AS itemId, errors FROM render_reports ORDER BY id DESC LIMIT ?')
        .all(request.query.limit ?? 100) as { errors: string }[];
      // Each sampled report stands for 1 / sampleRate page views' worth.
      const totals = db
        .prepare('SELECT kind, key, count(*) AS reports, round(sum(1.0 / sample_rate)) AS estimated FROM render_reports GROUP BY kind, key ORDER BY estimated DESC')
        .all();
      return ok({ totals, recent: recent.map((row) => ({ ...row, errors: JSON.parse(row.errors) as string[] })) });
    },
  );
}
