import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { toggleLike } from '../db/likes.ts';
import { COMMENT_MAX } from './comments.ts';
import { idParam, idPath, objectSchema, pageIndex, pageSize } from './params.ts';

/** Legacy app calls succeed with the string '0' (spec 2 §7). */
export const LEGACY_OK = '0';
const legacyOk = <T>(data: T) => ({ code: LEGACY_OK, message: 'success', data });
const legacyFail = (reply: FastifyReply, message: string) => reply.code(400).send({ code: '400', message, data: null });

interface Row {
  id: number;
  parent_id: number | null;
  text: string;
  likes: number;
  created: number;
  nickname: string;
  head: string;
  user_id: number;
}

export function legacyRoutes(app: FastifyInstance, db: Db): void {
  const SELECT = 'SELECT c.id, c.parent_id, c.text, c.likes, c.created, c.user_id, u.nickname, u.head FROM comments c JOIN users u ON u.id = c.user_id';
  const countReplies = db.prepare('SELECT count(*) AS n FROM comments WHERE parent_id = ?');
  const shape = (r: Row, viewer: number | null, parent?: Row) => ({
    discussId: r.id,
    discussContent: r.text,
    userInfo: { petName: r.nickname, profilePhoto: r.head },
    hasLike: viewer !== null && db.prepare("SELECT 1 FROM likes WHERE user_id = ? AND target_id = ? AND kind = 'comment'").get(viewer, r.id) !== undefined,
    likeCount: r.likes,
    replyCount: (countReplies.get(r.id) as { n: number }).n,
    timeDif: r.created,
    issueTimeStamp: r.created,
    rUserName: parent?.nickname ?? null,
    rDiscussContent: parent?.text ?? null,
  });

  app.post<{ Params: { id: number }; Querystring: { likeType?: string } }>(
    '/api/handy/v1/private/like/:id',
    { schema: { params: idPath, querystring: objectSchema({ likeType: { type: 'string', maxLength: 20 } }) } },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const kind = request.query.likeType === 'comment' ? 'comment' : 'content';
      const id = request.params.id;
      return legacyOk({ hasLike: toggleLike(db, user.id, id, kind) });
    },
  );

  app.get<{ Querystring: { pDiscussId: number; pageSize: number; discussId?: number } }>(
    '/api/app/v1/home/news/getReply',
    { schema: { querystring: objectSchema({ pDiscussId: idParam, pageSize: pageSize(10), discussId: idParam }, ['pDiscussId']) } },
    async (request) => {
      const parent = db.prepare(`${SELECT} WHERE c.id = ?`).get(request.query.pDiscussId) as Row | undefined;
      if (!parent) return legacyOk([]);
      const after = request.query.discussId ?? 0;
      const rows = db.prepare(`${SELECT} WHERE c.parent_id = ? AND c.id > ? ORDER BY c.id LIMIT ?`).all(parent.id, after, request.query.pageSize) as Row[];
      return legacyOk(rows.map((r) => shape(r, null, parent)));
    },
  );

  app.post<{ Params: { id: number }; Body: { pDiscussId?: number; rDiscussId?: number; discussContent: string } }>(
    '/api/app/v1/home/news/:id/comments',
    {
      schema: {
        params: idPath,
        body: objectSchema({ pDiscussId: { type: ['integer', 'string'] }, rDiscussId: { type: ['integer', 'string'] }, discussContent: { type: 'string', maxLength: 500 }, isGov: { type: 'string', default: '0' }, belongType: { type: 'string', default: '2' } }, ['discussContent']),
      },
    },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const text = request.body.discussContent.trim();
      if (!text) return legacyFail(reply, 'discussContent: please enter comment content');
      if ([...text].length > COMMENT_MAX) return legacyFail(reply, `discussContent: at most ${COMMENT_MAX} characters can be commented`);
      if (!db.prepare('SELECT 1 FROM contents WHERE id = ? AND published = 1').get(request.params.id)) return legacyFail(reply, 'id: content does not exist');
      const parentId = Number(request.body.pDiscussId) || null;
      // A reply hangs under an existing top-level comment of the same content (parent_id is a foreign key).
      if (parentId !== null && !db.prepare('SELECT 1 FROM comments WHERE id = ? AND content_id = ? AND parent_id IS NULL').get(parentId, request.params.id)) {
        return legacyFail(reply, 'pDiscussId: no such comment under this content');
      }
      const { lastInsertRowid } = db
        .prepare('INSERT INTO comments (content_id, parent_id, reply_to_user_id, user_id, text, created) VALUES (?, ?, (SELECT user_id FROM comments WHERE id = ?), ?, ?, ?)')
        .run(request.params.id, parentId, Number(request.body.rDiscussId) || parentId, user.id, text, Date.now());
      if (!parentId) db.prepare('UPDATE counters SET comments = comments + 1 WHERE content_id = ?').run(request.params.id);
      return legacyOk({ discussId: Number(lastInsertRowid) });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { pageSize: number; pageNum: number } }>(
    '/api/app/v1/home/news/:id/comments/newSort',
    { schema: { params: idPath, querystring: objectSchema({ pageSize: pageSize(10), pageNum: pageIndex }) } },
    async (request) => {
      const { pageSize: size, pageNum } = request.query;
      const rows = db.prepare(`${SELECT} WHERE c.content_id = ? AND c.parent_id IS NULL ORDER BY c.created DESC LIMIT ? OFFSET ?`).all(request.params.id, size, (pageNum - 1) * size) as Row[];
      const total = (db.prepare('SELECT count(*) AS n FROM comments WHERE content_id = ? AND parent_id IS NULL').get(request.params.id) as { n: number }).n;
      return legacyOk({ list: rows.map((r) => shape(r, null)), total });
    },
  );

  app.get<{ Params: { id: number } }>('/api/app/v1/home/:id/comment/count', { schema: { params: idPath } }, async (request) =>
    legacyOk((db.prepare('SELECT count(*) AS n FROM comments WHERE content_id = ?').get(request.params.id) as { n: number }).n),
  );
}
