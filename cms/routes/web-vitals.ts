import type { FastifyInstance } from 'fastify';
import { FIELD_METRICS, FIELD_VITALS_PATH, isFieldVitalsBatch, percentile75 } from '../../core/engine/reports/field-vitals.ts';
import { requireEditor } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../../server/envelope.ts';
import { objectSchema } from './params.ts';

/** How many days back editors may ask for (the default is a week). */
export const FIELD_VITALS_MAX_DAYS = 31;
const DEFAULT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (UTC+8, the city's) a measure arrived on. */
export const cityDay = (at: number): string => new Date(at + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** What a page sends (core/engine/reports/field-vitals.ts), so a refusal names the field that is wrong. */
const BATCH_SCHEMA = objectSchema(
  {
    route: { type: 'string', pattern: '^/[\\w.-]{0,63}$' },
    sampleRate: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    measures: {
      type: 'array',
      minItems: 1,
      maxItems: FIELD_METRICS.length,
      items: objectSchema(
        { name: { type: 'string', enum: FIELD_METRICS }, value: { type: 'number', minimum: 0 }, rating: { type: 'string', enum: ['good', 'needs-improvement', 'poor'] } },
        ['name', 'value', 'rating'],
      ),
    },
  },
  ['route', 'sampleRate', 'measures'],
);

interface Row {
  day: string;
  route: string;
  metric: string;
  value: number;
  sample_rate: number;
}

/**
 * Field data (issue 31 item 4): pages post what they measured (anyone may: readers are not logged
 * in); editors read p75 per route, per day and per metric, each view weighted by its sample rate.
 */
export function webVitalsRoutes(app: FastifyInstance, db: Db): void {
  const insert = db.prepare('INSERT INTO web_vitals (day, route, metric, value, rating, sample_rate) VALUES (?, ?, ?, ?, ?, ?)');
  app.post(FIELD_VITALS_PATH, { schema: { body: BATCH_SCHEMA } }, async (request, reply) => {
    const batch = request.body;
    if (!isFieldVitalsBatch(batch)) return reply.code(400).send(fail(400, 'body: not a field data batch: { route, sampleRate, measures: [{ name, value, rating }] }'));
    const day = cityDay(Date.now());
    db.transaction(() => {
      for (const m of batch.measures) insert.run(day, batch.route, m.name, m.value, m.rating, batch.sampleRate);
    })();
    return ok({ accepted: batch.measures.length });
  });

  app.get<{ Querystring: { days?: number } }>(
    FIELD_VITALS_PATH,
    { schema: { querystring: objectSchema({ days: { type: 'integer', minimum: 1, maximum: FIELD_VITALS_MAX_DAYS, default: DEFAULT_DAYS } }) } },
    async (request, reply) => {
      if (!requireEditor(db, request, reply, 'field data')) return reply;
      const since = cityDay(Date.now() - ((request.query.days ?? DEFAULT_DAYS) - 1) * DAY_MS);
      const rows = db.prepare('SELECT day, route, metric, value, sample_rate FROM web_vitals WHERE day >= ? ORDER BY day DESC, route, metric').all(since) as Row[];
      const groups = new Map<string, Row[]>();
      for (const row of rows) {
        const key = `${row.day}\u0000${row.route}\u0000${row.metric}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      const p75 = [...groups.values()].map((group) => {
        const { day, route, metric } = group[0] as Row;
        const weighted = group.map((row) => ({ value: row.value, weight: 1 / row.sample_rate }));
        return { day, route, metric, views: Math.round(weighted.reduce((sum, v) => sum + v.weight, 0)), reports: group.length, p75: percentile75(weighted) };
      });
      return ok({ since, p75 });
    },
  );
}
