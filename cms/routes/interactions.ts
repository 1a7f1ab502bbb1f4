import type { FastifyInstance } from 'fastify';
import { optionalUser, requireUser } from '../auth.ts';
import type { Db } from '../db/database.ts';
import { toggleLike } from '../db/likes.ts';
import { fail, ok } from '../../server/envelope.ts';
import { presenter, type ContentRow } from '../present.ts';
import { CONTENT_NOT_FOUND } from './contents.ts';
import { idParam, idPath, objectSchema, optionalText } from './params.ts';

/** Vote refusals (documented in cms/README.md). */
export const VOTE_ALREADY = 4201;
export const VOTE_ENDED = 4202;
export const VOTE_NO_OPTION = 4203;
/** Ids of the `type` of a like: content (default) or dynamic posts. */

export function interactionRoutes(app: FastifyInstance, db: Db): void {
  const present = presenter(db);
  const exists = db.prepare('SELECT 1 FROM contents WHERE id = ? AND published = 1');

  /** Like toggle: answers 1 (now liked) or 0; the count follows, never below zero. */
  app.post<{ Body: { targetId: number; type?: string } }>(
    '/api/cms/client/like/likeOrCancel',
    // `type` is the content's own type (news_common, news_video, short_video, …), dynamic, or comment.
    { schema: { body: objectSchema({ targetId: idParam, type: { type: 'string', minLength: 1, maxLength: 40, default: 'news_common' } }, ['targetId']) } },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const { targetId } = request.body;
      const kind = request.body.type === 'comment' ? 'comment' : 'content';
      if (kind === 'content' && !exists.get(targetId)) return fail(CONTENT_NOT_FOUND, '内容不存在');
      const liked = toggleLike(db, user.id, targetId, kind);
      return ok(liked ? 1 : 0);
    },
  );

  /** Favour toggle: answers true (now favoured) or false (the other shape the spec allows). */
  app.post<{ Body: { contentId: number } }>(
    '/api/cms/client/favor/addOrCancelFavor',
    { schema: { body: objectSchema({ contentId: idParam, type: optionalText(40) }, ['contentId']) } },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const { contentId } = request.body;
      if (!exists.get(contentId)) return fail(CONTENT_NOT_FOUND, '内容不存在');
      const favoured = db.transaction(() => {
        const removed = db.prepare('DELETE FROM favors WHERE user_id = ? AND content_id = ?').run(user.id, contentId).changes > 0;
        if (!removed) db.prepare('INSERT INTO favors (user_id, content_id, created) VALUES (?, ?, ?)').run(user.id, contentId, Date.now());
        db.prepare('UPDATE counters SET favors = max(0, favors + ?) WHERE content_id = ?').run(removed ? -1 : 1, contentId);
        return !removed;
      })();
      return ok(favoured);
    },
  );

  /** A vote: once per reader, refused after the end; answers the new totals. */
  app.post<{ Body: { activityId: number; itemId: number } }>(
    '/api/cms/client/act/voteData/add',
    { schema: { body: objectSchema({ activityId: idParam, itemId: idParam, multiVoting: { type: ['integer', 'boolean', 'string'] } }, ['activityId', 'itemId']) } },
    async (request, reply) => {
      const user = requireUser(db, request, reply);
      if (!user) return reply;
      const { activityId, itemId } = request.body;
      return db.transaction(() => {
        const vote = db.prepare('SELECT end_time FROM votes WHERE activity_id = ?').get(activityId) as { end_time: number } | undefined;
        if (!vote) return fail(VOTE_NO_OPTION, '投票不存在');
        if (vote.end_time <= Date.now()) return fail(VOTE_ENDED, '投票已结束');
        if (!db.prepare('SELECT 1 FROM vote_options WHERE id = ? AND activity_id = ?').get(itemId, activityId)) return fail(VOTE_NO_OPTION, '投票选项不存在');
        const inserted = db.prepare('INSERT OR IGNORE INTO vote_records (activity_id, user_id, option_id, created) VALUES (?, ?, ?, ?)').run(activityId, user.id, itemId, Date.now()).changes;
        if (!inserted) return fail(VOTE_ALREADY, '您已经投过票了');
        db.prepare('UPDATE vote_options SET count = count + 1 WHERE id = ?').run(itemId);
        const totals = db.prepare('SELECT sum(count) AS total, (SELECT count FROM vote_options WHERE id = ?) AS mine FROM vote_options WHERE activity_id = ?').get(itemId, activityId) as { total: number; mine: number };
        return ok({ activityId, itemId, viewValue: totals.mine, voteTotal: totals.total });
      })();
    },
  );

  const voteItems = (sql: string, ...args: unknown[]) => (userId: number | null) =>
    (db.prepare(sql).all(...args) as ContentRow[]).map((r) => present(r, userId));

  /** 'more votes': the other votes, newest first. */
  app.get<{ Params: { id: number } }>('/api/cms/client/act/voteData/more/:id', { schema: { params: idPath } }, async (request) =>
    ok(voteItems('SELECT c.id, c.data FROM votes v JOIN contents c ON c.id = v.content_id WHERE v.activity_id != ? AND v.content_id != ? AND c.type != \'dynamic\' ORDER BY c.issue_time DESC LIMIT 10', request.params.id, request.params.id)(optionalUser(db, request)?.id ?? null)),
  );

  /** Related votes of a news item (path not in the spec: chosen here). */
  app.get<{ Querystring: { newsId: number } }>(
    '/api/cms/client/act/voteData/related',
    { schema: { querystring: objectSchema({ newsId: idParam }, ['newsId']) } },
    async (request) => ok(voteItems('SELECT c.id, c.data FROM votes v JOIN contents c ON c.id = v.content_id WHERE v.content_id = ? OR (? NOT IN (SELECT content_id FROM votes) AND c.type != \'dynamic\') ORDER BY v.end_time DESC LIMIT 3', request.query.newsId, request.query.newsId)(optionalUser(db, request)?.id ?? null)),
  );

  /** Advert complaint: recorded; answers true. Readers may be anonymous (keyed by device). */
  app.post<{ Params: { id: number }; Body: { content: string } }>(
    '/api/cms/client/advert/addNotInterested/:id',
    { schema: { params: idPath, body: objectSchema({ id: idParam, content: { type: 'string', minLength: 1, maxLength: 50 } }, ['content']) } },
    async (request) => {
      const user = optionalUser(db, request);
      const key = user ? `user:${user.id}` : `device:${String(request.headers.deviceid ?? 'anonymous').slice(0, 64)}`;
      db.prepare('INSERT INTO not_interested (user_key, advert_id, reason, created) VALUES (?, ?, ?, ?)').run(key, request.params.id, request.body.content, Date.now());
      return ok(true);
    },
  );

  for (const [action, follow] of [['follow', true], ['unfollow', false]] as const) {
    app.post<{ Params: { targetUserId: number } }>(
      `/api/sys/user/me/${action}/:targetUserId`,
      { schema: { params: objectSchema({ targetUserId: idParam }, ['targetUserId']) } },
      async (request, reply) => {
        const user = requireUser(db, request, reply);
        if (!user) return reply;
        const target = request.params.targetUserId;
        if (target === user.id) return fail(400, 'targetUserId: you cannot follow yourself');
        if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(target)) return fail(404, 'targetUserId: no such user');
        if (follow) db.prepare('INSERT OR IGNORE INTO follows (user_id, target_user_id) VALUES (?, ?)').run(user.id, target);
        else db.prepare('DELETE FROM follows WHERE user_id = ? AND target_user_id = ?').run(user.id, target);
        return ok(follow);
      },
    );
  }
}
