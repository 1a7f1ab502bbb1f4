import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommentApiKind } from '../../core/domain/comments/comment-model.ts';
import type { CommentSource, ReplyCursor } from '../../core/domain/comments/comment-source.ts';
import type { RequestFn } from '../../core/engine/http/request.ts';
import { createCommentSource } from '../../core/domain/comments/create-source.ts';
import { REPLY_LIST_PATH } from '../../core/domain/comments/content-source.ts';
import type { RequestError } from '../../core/engine/http/request.ts';
import { request } from '../../core/engine/http/request.ts';
import { configureRequests } from '../../core/engine/http/request-setup.ts';
import { READER, seededApp } from '../support/cms-app.ts';

/** Both comment shapes against the seeded local CMS over HTTP, through the real request wrapper. */
const { app, db } = await seededApp();
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
let token: string | null = READER.token;
const failures: RequestError[] = [];
const previous = configureRequests({
  baseUrl: origin,
  session: { token: () => token, deviceId: () => null, clearLogin: () => void (token = null) },
  cookies: () => '',
  onFailure: (error) => failures.push(error),
});
afterAll(async () => {
  configureRequests(previous);
  await app.close();
});
beforeEach(() => {
  token = READER.token;
  failures.length = 0;
});

const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
const topLevelCount = (contentId: number) => one<{ n: number }>('SELECT count(*) AS n FROM comments WHERE content_id = ? AND parent_id IS NULL', contentId).n;
/** The seeded news item with the most top-level comments, and one with none. */
const BUSY = one<{ id: number }>('SELECT content_id AS id FROM comments WHERE parent_id IS NULL GROUP BY content_id ORDER BY count(*) DESC LIMIT 1').id;
const QUIET_IDS = (
  db.prepare("SELECT id FROM contents WHERE type = 'news_common' AND published = 1 AND id NOT IN (SELECT content_id FROM comments) ORDER BY id LIMIT 10").all() as { id: number }[]
).map((row) => row.id);
/** The n-th published news item nobody commented on (each test writes to its own). */
const quiet = (n: number): number => {
  const id = QUIET_IDS[n];
  if (id === undefined) throw new Error(`the seed has fewer than ${n + 1} news items without comments`);
  return id;
};
const QUIET = quiet(0);

/** A comment with 25 replies, so reply pages of 9, 10 and 6 can be read. */
function commentWithReplies(contentId: number, replies: number): string {
  const now = Date.now();
  const { lastInsertRowid } = db.prepare('INSERT INTO comments (content_id, user_id, text, created) VALUES (?, 2, ?, ?)').run(contentId, '楼主', now - 100_000);
  for (let i = 0; i < replies; i++) {
    db.prepare('INSERT INTO comments (content_id, parent_id, reply_to_user_id, user_id, text, created) VALUES (?, ?, 2, 3, ?, ?)').run(contentId, lastInsertRowid, `回复${i + 1}`, now - 90_000 + i);
  }
  return String(lastInsertRowid);
}

/** The wrapper, counting the calls made. */
function countingRequest(): { send: RequestFn; paths: string[] } {
  const paths: string[] = [];
  return { paths, send: (path, options) => (paths.push(path), request(path, options)) };
}

describe.each<CommentApiKind>(['content', 'legacy'])('%s comment shape', (kind) => {
  const source: CommentSource = createCommentSource(kind, request);

  it('lists the comments 30 a page with the total, and says when there are more', async () => {
    const first = await source.list(String(BUSY), 1);
    expect(first.total).toBe(topLevelCount(BUSY));
    expect(first.comments.length).toBe(Math.min(30, first.total));
    expect(first.hasMore).toBe(first.total > 30);
    expect(first.comments[0]).toMatchObject({ id: expect.any(String), nickname: expect.any(String), content: expect.any(String) });
  });

  it('answers an empty list for a content nobody commented on', async () => {
    expect(await source.list(String(QUIET), 1)).toEqual({ comments: [], total: 0, hasMore: false });
  });

  it('gives at most 6 hot comments', async () => {
    const hot = await source.hot(String(BUSY));
    expect(hot.comments.length).toBe(Math.min(6, topLevelCount(BUSY)));
    expect(hot.total).toBe(topLevelCount(BUSY));
  });

  it('shows the first two replies of a comment inline with its reply count', async () => {
    const parent = commentWithReplies(quiet(1), 3);
    const { comments } = await source.list(String(quiet(1)), 1);
    const comment = comments.find((c) => c.id === parent);
    expect(comment?.replyCount).toBe(3);
    expect(comment?.replies.map((r) => r.content).slice(0, 2)).toEqual(['回复1', '回复2']);
  });

  it('pages replies 9, then 10, then the rest, and ends', async () => {
    const parent = commentWithReplies(quiet(2), 25);
    const pages: string[][] = [];
    let cursor: ReplyCursor | null = null;
    do {
      const page = await source.replies(String(quiet(2)), parent, cursor);
      pages.push(page.replies.map((r) => r.content));
      cursor = page.next;
    } while (cursor && pages.length < 5);
    expect(pages.map((p) => p.length)).toEqual([9, 10, 6]);
    expect(pages.flat()).toEqual(Array.from({ length: 25 }, (_, i) => `回复${i + 1}`));
  });

  it('finds one comment for its detail page, and null for one that does not exist', async () => {
    const parent = commentWithReplies(quiet(3), 4);
    expect(await source.comment(String(quiet(3)), parent)).toMatchObject({ id: parent, content: '楼主', replyCount: 4 });
    expect(await source.comment(String(quiet(3)), '99999999')).toBeNull();
  });

  it('publishes a comment that then leads the list, and counts it', async () => {
    const text = `${kind} 评论 ${Date.now()}`;
    const before = await source.count(String(quiet(4)));
    expect(await source.publish({ contentId: String(quiet(4)), text, parentId: null, targetId: null })).toEqual({ ok: true });
    const { comments } = await source.list(String(quiet(4)), 1);
    expect(comments[0]?.content).toBe(text);
    expect(await source.count(String(quiet(4)))).toBe(before + 1);
  });

  it('sends a reply with no target to the parent comment, and one with a target under the same parent', async () => {
    const parent = commentWithReplies(quiet(5), 1);
    const firstReply = (await source.replies(String(quiet(5)), parent, null)).replies[0];
    expect(await source.publish({ contentId: String(quiet(5)), text: '没有目标的回复', parentId: parent, targetId: null })).toEqual({ ok: true });
    expect(await source.publish({ contentId: String(quiet(5)), text: '回复那条回复', parentId: parent, targetId: firstReply?.id ?? null })).toEqual({ ok: true });
    const replies = (await source.replies(String(quiet(5)), parent, null)).replies.map((r) => r.content);
    expect(replies).toEqual(['回复1', '没有目标的回复', '回复那条回复']);
  });

  it('cannot publish without a login: the catalogue handles the 401', async () => {
    token = null;
    const outcome = await source.publish({ contentId: String(quiet(6)), text: '匿名', parentId: null, targetId: null });
    expect(outcome.ok).toBe(false);
    expect(failures.map((f) => f.status)).toEqual([401]);
  });
});

describe('content-system shape only', () => {
  it('serves the 9- and 10-reply pages from one reply list call of 50', async () => {
    const parent = commentWithReplies(quiet(7), 25);
    const { send, paths } = countingRequest();
    const source = createCommentSource('content', send);
    const first = await source.replies(String(quiet(7)), parent, null);
    const second = await source.replies(String(quiet(7)), parent, first.next);
    expect([first.replies.length, second.replies.length, first.total]).toEqual([9, 10, 25]);
    expect(paths).toEqual([REPLY_LIST_PATH]);
  });

  it("shows the server's 'commenting forbidden' when the content forbids comments", async () => {
    const row = one<{ data: string }>('SELECT data FROM contents WHERE id = ?', quiet(8));
    db.prepare('UPDATE contents SET data = ? WHERE id = ?').run(JSON.stringify({ ...JSON.parse(row.data), disableComment: true }), quiet(8));
    const outcome = await createCommentSource('content', request).publish({ contentId: String(quiet(8)), text: '想评论', parentId: null, targetId: null });
    expect(outcome).toEqual({ ok: false, notice: { kind: 'toast', text: { raw: '该内容禁止评论' } } });
  });
});

describe('legacy shape only', () => {
  it("says 'Publish failed, please retry' when the legacy CMS refuses", async () => {
    const outcome = await createCommentSource('legacy', request).publish({ contentId: '99999999', text: '不存在的内容', parentId: null, targetId: null });
    expect(outcome).toEqual({ ok: false, notice: { kind: 'toast', text: { key: 'comments.publishFailed' } } });
  });
});
