import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../../server/envelope.ts';
import { presenter, type ContentRow } from '../present.ts';
import { CONTENT_NOT_FOUND } from './contents.ts';
import { flag01, idParam, idPath, objectSchema, paged, pageIndex, pageSize } from './params.ts';

const dateText = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' } as const;
const CHINA_OFFSET = '+08:00';

/** "2021-03-11" (local, Changsha time) → epoch ms; end dates include their whole day. */
function parseDay(text: string | undefined, endOfDay: boolean): number | null {
  if (!text) return null;
  const [day, time] = text.split(' ');
  const ms = Date.parse(`${day}T${time ?? (endOfDay ? '23:59:59' : '00:00:00')}${CHINA_OFFSET}`);
  return Number.isNaN(ms) ? null : ms;
}

export function specialRoutes(app: FastifyInstance, db: Db): void {
  const present = presenter(db);
  app.get<{ Params: { id: number } }>(
    '/api/cms/client/content/spec/:id',
    { schema: { params: idPath, querystring: objectSchema({ preview: flag01() }) } },
    async (request) => {
      const row = db.prepare("SELECT id, data FROM contents WHERE id = ? AND type = 'special' AND published = 1").get(request.params.id) as ContentRow | undefined;
      if (!row) return fail(CONTENT_NOT_FOUND, '内容不存在');
      const special = JSON.parse(row.data) as Record<string, unknown>;
      const classList = db.prepare('SELECT id, title FROM special_classes WHERE special_id = ? AND sort < 99 ORDER BY sort').all(row.id);
      return ok({ id: row.id, title: special.title, brief: special.brief, thumbnailUrl: special.thumbnailUrl, imagesUrl: special.thumbnailUrl, shareUrl: `/topicNews?newsId=${row.id}`, classList });
    },
  );

  app.get<{ Querystring: { classId: number; pageSize: number; pageIndex: number; startTime?: string; endTime?: string } }>(
    '/api/cms/client/content/getSpecList',
    { schema: { querystring: objectSchema({ classId: idParam, pageSize: pageSize(20), pageIndex, startTime: dateText, endTime: dateText }, ['classId']) } },
    async (request) => {
      const { classId, pageSize: size, pageIndex: index } = request.query;
      const from = parseDay(request.query.startTime, false) ?? 0;
      const to = parseDay(request.query.endTime, true) ?? Number.MAX_SAFE_INTEGER;
      const where = `FROM special_class_contents s JOIN contents c ON c.id = s.content_id
                     WHERE s.class_id = ? AND c.published = 1 AND c.issue_time BETWEEN ? AND ?`;
      const total = (db.prepare(`SELECT count(*) AS n ${where}`).get(classId, from, to) as { n: number }).n;
      const rows = db.prepare(`SELECT c.id, c.data ${where} ORDER BY s.sort LIMIT ? OFFSET ?`).all(classId, from, to, size, (index - 1) * size) as ContentRow[];
      const userId = optionalUser(db, request)?.id ?? null;
      return ok(paged(rows.map((r) => present(r, userId)), total, index, size));
    },
  );
}
