import type { FastifyInstance } from 'fastify';
import { FIELD_VITALS_PATH, isFieldVitalsBatch } from '../core/engine/reports/field-vitals.ts';
import { fail, ok } from './envelope.ts';

/** One measure as the operations pipeline reads it: a JSON line on stdout, beside the request log. */
export interface FieldVitalLogLine {
  time: string;
  kind: 'web-vital';
  route: string;
  metric: string;
  value: number;
  rating: string;
  sampleRate: number;
}

/**
 * Production mode (issue 31 item 4): what readers' pages measured is written as log lines for the
 * operations pipeline (p75 per route and day is its query), not passed to the platform. Bodies arrive
 * unparsed (server/serve-app.ts passes bodies up as they came).
 */
export function fieldVitalsLogRoute(app: FastifyInstance, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): void {
  app.post(FIELD_VITALS_PATH, async (request, reply) => {
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : String(request.body ?? '')) as unknown;
    } catch {
      body = null;
    }
    reply.header('cache-control', 'no-store');
    if (!isFieldVitalsBatch(body)) return reply.code(400).send(fail(400, 'not a field data batch: { route, sampleRate, measures: [{ name, value, rating }] }'));
    const time = new Date().toISOString();
    for (const m of body.measures) {
      const line: FieldVitalLogLine = { time, kind: 'web-vital', route: body.route, metric: m.name, value: m.value, rating: m.rating, sampleRate: body.sampleRate };
      write(JSON.stringify(line));
    }
    return reply.send(ok({ accepted: body.measures.length }));
  });
}
