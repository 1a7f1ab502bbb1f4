import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { fail, ok } from '../../server/envelope.ts';
import { CONTENT_NOT_FOUND } from './contents.ts';
import { idParam, idPath, objectSchema, paged, pageIndex, pageSize } from './params.ts';

/** Spec 2 §5, §9: comment max 50 characters, reply box 120; pages 30 (comments) and 50 (replies). */
export const COMMENT_MAX = 50;
export const REPLY_MAX = 120;
export const COMMENT_PAGE = 30;
export const REPLY_PAGE = 50;
/** Replies shown inline under each comment. */
export const INLINE_REPLIES = 2;
export const COMMENTING_FORBIDDEN = 4301;

interface CommentRow {
  id: number;
  content_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  user_id: number;
  text: string;
  is_top: number;
  likes: number;
  created: number;
  nickname: string;
  head: string;
  official: number;
}

const SELECT = `SELECT c.*, u.nickname, u.head, u.official FROM comments c JOIN users u ON u.id = c.user_id`;

export function commentRoutes(app: FastifyInstance, db: Db): void {
  const liked = db.prepare("SELECT 1 FROM likes WHERE user_id = ? AND target_id = ? AND kind = 'comment'");
  const nickOf = db.prepare('SELECT nickname FROM users WHERE id = ?');

  const replyShape = (r: CommentRow) => ({
    id: r.id,
    nickname: r.nickname,
    head: r.head,
    content: r.text,
    official: r.official === 1,
    ruserId: r.reply_to_user_id,
    rnikeName: r.reply_to_user_id ? ((nickOf.get(r.reply_to_user_id) as { nickname: string } | undefined)?.nickname ?? null) : null,
    issueTimeStamp: r.created,
  });

  function comment(r: CommentRow, viewer: number | null, replyLimit: number) {
    const firstReplies = db.prepare(`${SELECT} WHERE c.parent_id = ? ORDER BY c.created LIMIT ?`).all(r.id, replyLimit) as CommentRow[];
    const replyNum = (db.prepare('SELECT count(*) AS n FROM comments WHERE parent_id = ?').get(r.id) as { n: number }).n;
    return {
      id: r.id,
      nickname: r.nickname,
      head: r.head,
      content: r.text,
      isTop: r.is_top === 1,
      official: r.official === 1,
      issueTimeStamp: r.created,
      likeCount: r.likes,
      whetherLike: viewer !== null && liked.get(viewer, r.id) !== undefined,
      reply: { replyList: firstReplies.map(replyShape), replyNum, replyName: firstReplies[0]?.nickname ?? null },
    };
  }

  function topLevel(contentId: number, index: number, size: number, viewer: number | null, order: string) {
    const total = (db.prepare('SELECT count(*) AS n FROM comments WHERE content_id = ? AND parent_id IS NULL').get(contentId) as { n: number }).n;
    const rows = db.prepare(`${SELECT} WHERE c.content_id = ? AND c.parent_id IS NULL ORDER BY c.is_top DESC, ${order} LIMIT ? OFFSET ?`).all(contentId, size, (index - 1) * size) as CommentRow[];
    return paged(rows.map((r) => comment(r, viewer, INLINE_REPLIES)), total, index, size);
  }

  function replyPage(pcommentId: number, index: number, size: number) {
    const total = (db.prepare('SELECT count(*) AS n FROM comments WHERE parent_id = ?').get(pcommentId) as { n: number }).n;
    const rows = db.prepare(`${SELECT} WHERE c.parent_id = ? ORDER BY c.created LIMIT ? OFFSET ?`).all(pcommentId, size, (index - 1) * size) as CommentRow[];
    return paged(rows.map(replyShape), total, index, size);
  }

  const listBody = objectSchema({ contentId: idParam, pageIndex, pageSize: pageSize(COMMENT_PAGE), pcommentId: idParam }, ['contentId']);
  type ListBody = { contentId: number; pageIndex: number; pageSize: number; pcommentId?: number };

  app.post<{ Body: ListBody }>('/api/cms/client/comment/getCommentWithReply', { schema: { body: listBody } }, async (request) => {
    const { contentId, pageIndex: index, pageSize: size, pcommentId } = request.body;
    if (pcommentId) return ok(replyPage(pcommentId, index, size));
    return ok(topLevel(contentId, index, size, optionalUser(db, request)?.id ?? null, 'c.created DESC'));
  });

  /** Hot comments of a content: most liked first. */
  app.post<{ Body: ListBody }>('/api/cms/client/comment/getCommentByContent', { schema: { body: listBody } }, async (request) => {
    const { contentId, pageIndex: index, pageSize: size } = request.body;
    return ok(topLevel(contentId, index, size, optionalUser(db, request)?.id ?? null, 'c.likes DESC, c.created DESC'));
  });

  /** Reply list of one comment (path not in the spec: chosen here). */
  app.post<{ Body: ListBody & { pcommentId: number } }>(
    '/api/cms/client/comment/getReplyList',
    { schema: { body: objectSchema({ contentId: idParam, pageIndex, pageSize: pageSize(REPLY_PAGE), pcommentId: idParam }, ['pcommentId']) } },
    async (request) => ok(replyPage(request.body.pcommentId, request.body.pageIndex, request.body.pageSize)),
  );

  app.post<{ Params: { id: number } }>('/api/cms/client/comment/getCommentDetail/:id', { schema: { params: idPath } }, async (request) => {
    const row = db.prepare(`${SELECT} WHERE c.id = ?`).get(request.params.id) as CommentRow | undefined;
    if (!row) return fail(CONTENT_NOT_FOUND, '评论不存在');
    const parent = comment(row, optionalUser(db, request)?.id ?? null, REPLY_PAGE);
    return ok({ ...parent, total: parent.reply.replyNum });
  });

  const text = (max: number) => ({ type: 'string', maxLength: max * 4 }) as const;

  function checkText(value: string, max: number): string | null {
    const trimmed = value.trim();
    if (!trimmed) return 'content: please enter comment content';
    if ([...trimmed].length > max) return `content: at most ${max} characters can be commented`;
    return null;
  }

  app.post<{ Body: { contentId: number; content: string } }>(
    '/api/cms/client/comment/add',
    { schema: { body: objectSchema({ contentId: idParam, content: text(COMMENT_MAX), type: { type: ['string', 'integer'] } }, ['contentId', 'content']) } },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const bad = checkText(request.body.content, COMMENT_MAX);
      if (bad) return reply.code(400).send(fail(400, bad));
      const row = db.prepare('SELECT data FROM contents WHERE id = ? AND published = 1').get(request.body.contentId) as { data: string } | undefined;
      if (!row) return fail(CONTENT_NOT_FOUND, '内容不存在');
      if ((JSON.parse(row.data) as { disableComment?: boolean }).disableComment) return fail(COMMENTING_FORBIDDEN, '该内容禁止评论');
      const id = db.transaction(() => {
        const { lastInsertRowid } = db.prepare('INSERT INTO comments (content_id, user_id, text, created) VALUES (?, ?, ?, ?)').run(request.body.contentId, user.id, request.body.content.trim(), Date.now());
        db.prepare('UPDATE counters SET comments = comments + 1 WHERE content_id = ?').run(request.body.contentId);
        return Number(lastInsertRowid);
      })();
      return ok({ id });
    },
  );

  /** A reply to comment `id` (to its top-level comment if `id` is itself a reply). */
  app.post<{ Body: { id: number; reply: string } }>(
    '/api/cms/client/comment/addUserReply',
    { schema: { body: objectSchema({ id: idParam, reply: text(REPLY_MAX) }, ['id', 'reply']) } },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const bad = checkText(request.body.reply, REPLY_MAX);
      if (bad) return reply.code(400).send(fail(400, bad.replace('content:', 'reply:')));
      const target = db.prepare('SELECT id, content_id, parent_id, user_id FROM comments WHERE id = ?').get(request.body.id) as { id: number; content_id: number; parent_id: number | null; user_id: number } | undefined;
      if (!target) return fail(CONTENT_NOT_FOUND, '评论不存在');
      const { lastInsertRowid } = db
        .prepare('INSERT INTO comments (content_id, parent_id, reply_to_user_id, user_id, text, created) VALUES (?, ?, ?, ?, ?, ?)')
        .run(target.content_id, target.parent_id ?? target.id, target.user_id, user.id, request.body.reply.trim(), Date.now());
      return ok({ id: Number(lastInsertRowid) });
    },
  );
}
