import type { Db } from './database.ts';

export type LikeKind = 'content' | 'comment';

/**
 * Spec 2 §4: a like is a toggle. Flips the reader's like of a content or comment in one transaction,
 * moves its count by one (never below zero) and says whether it is liked now. Both the content-system
 * call and the legacy one use it.
 */
export function toggleLike(db: Db, userId: number, targetId: number, kind: LikeKind): boolean {
  return db.transaction(() => {
    const removed = db.prepare('DELETE FROM likes WHERE user_id = ? AND target_id = ? AND kind = ?').run(userId, targetId, kind).changes > 0;
    if (!removed) db.prepare('INSERT INTO likes (user_id, target_id, kind) VALUES (?, ?, ?)').run(userId, targetId, kind);
    const delta = removed ? -1 : 1;
    if (kind === 'comment') db.prepare('UPDATE comments SET likes = max(0, likes + ?) WHERE id = ?').run(delta, targetId);
    else db.prepare('UPDATE counters SET likes = max(0, likes + ?) WHERE content_id = ?').run(delta, targetId);
    return !removed;
  })();
}
