import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../../server/envelope.ts';
import { presenter, type ContentRow } from '../present.ts';
import { CONTENT_NOT_FOUND } from './contents.ts';
import { flag01, idParam, idPath, objectSchema, pageIndex, pageSize } from './params.ts';

/** Spec 2 §4: the short-video feed starts with 5 items and asks for 5 more at every fifth. */
export const SHORT_VIDEO_PAGE = 5;
const VIDEO_TYPES = "('video','video_com','news_video','short_video','activity.works')";

export function videoRoutes(app: FastifyInstance, db: Db): void {
  const present = presenter(db);
  // The short videos of a panel when one is named (the feed opened from it), else all of them; the
  // video tapped first, then newest first.
  const pullDown = db.prepare(
    `SELECT id, data FROM contents WHERE type = 'short_video' AND published = 1
       AND (:panel IS NULL OR id IN (SELECT content_id FROM panel_contents WHERE panel_id = :panel))
     ORDER BY (id = :first) DESC, issue_time DESC LIMIT :size OFFSET :skip`,
  );
  app.get<{ Querystring: { contentId?: number; panelId?: number; pageSize: number; pageIndex: number } }>(
    '/api/cms/client/video/queryVideoPullDownList',
    { schema: { querystring: objectSchema({ contentId: idParam, panelId: idParam, pageSize: pageSize(SHORT_VIDEO_PAGE, 50), pageIndex }) } },
    async (request) => {
      const { contentId, panelId, pageSize: size, pageIndex: index } = request.query;
      const userId = optionalUser(db, request)?.id ?? null;
      const rows = pullDown.all({ panel: panelId ?? null, first: contentId ?? 0, size, skip: (index - 1) * size }) as ContentRow[];
      return ok(rows.map((r) => present(r, userId)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/cms/client/video/getVideoDetails/:id',
    { schema: { params: idPath, querystring: objectSchema({ preview: flag01() }) } },
    async (request) => {
      const row = db.prepare(`SELECT id, data FROM contents WHERE id = ? AND published = 1 AND type IN ${VIDEO_TYPES}`).get(request.params.id) as ContentRow | undefined;
      if (!row) return fail(CONTENT_NOT_FOUND, '内容不存在');
      return ok(present(row, optionalUser(db, request)?.id ?? null));
    },
  );
}
