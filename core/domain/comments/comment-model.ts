import { validateAs } from '../../engine/schema/validate.ts';
import type { Comment, CommentReply, LegacyComment } from '../../../schemas/generated/types.ts';

/**
 * Spec 2 §3 names two comment shapes: the content system's (id, nickname, head, content, isTop, reply,
 * ...) and the legacy app's (discussId, discussContent, userInfo, replyCount, ...). Pages see one.
 */
export type CommentApiKind = 'content' | 'legacy';

/** The comment shapes' own names for the two kinds, as the `api` query of comment pages carries them. */
export const COMMENT_API_KINDS: readonly CommentApiKind[] = ['content', 'legacy'];

export function commentApiKindOf(value: string | null | undefined): CommentApiKind {
  return value === 'legacy' ? 'legacy' : 'content';
}

export interface ReplyEntry {
  /** Replies of the content system may come without an id: replying to one then targets its comment. */
  id: string | null;
  nickname: string;
  avatar: string | null;
  content: string;
  /** Spec 2 §2: an official account's reply renders differently and has no reply link. */
  official: boolean;
  /** Whom the reply answers, when the CMS says. */
  replyToName: string | null;
  /** Milliseconds since the epoch. */
  time: number | null;
}

export interface CommentEntry {
  id: string;
  nickname: string;
  avatar: string | null;
  content: string;
  /** Spec 2 §2: isTop comments show a pinned tag. */
  isTop: boolean;
  official: boolean;
  time: number | null;
  likeCount: number;
  liked: boolean;
  /** All replies of the comment (the list below holds only the first ones). */
  replyCount: number;
  replies: ReplyEntry[];
}

const text = (value: string | null | undefined): string => value ?? '';

export function replyFromContent(reply: CommentReply): ReplyEntry {
  return {
    id: reply.id || null,
    nickname: text(reply.nickname),
    avatar: reply.head || null,
    content: reply.content,
    official: reply.official === true,
    replyToName: reply.rnikeName || null,
    time: reply.issueTimeStamp ?? null,
  };
}

export function commentFromContent(comment: Comment): CommentEntry {
  const replies = (comment.reply?.replyList ?? []).map(replyFromContent);
  return {
    id: comment.id,
    nickname: text(comment.nickname),
    avatar: comment.head || null,
    content: comment.content,
    isTop: comment.isTop === true,
    official: comment.official === true,
    time: comment.issueTimeStamp ?? null,
    likeCount: comment.likeCount ?? 0,
    liked: comment.whetherLike === true,
    replyCount: Math.max(comment.reply?.replyNum ?? 0, replies.length),
    replies,
  };
}

/** The legacy shape's time: issueTimeStamp, else a numeric timeDif (both milliseconds). */
function legacyTime(comment: LegacyComment): number | null {
  if (typeof comment.issueTimeStamp === 'number') return comment.issueTimeStamp;
  return typeof comment.timeDif === 'number' ? comment.timeDif : null;
}

export function commentFromLegacy(comment: LegacyComment): CommentEntry {
  return {
    id: comment.discussId,
    nickname: text(comment.userInfo?.petName),
    avatar: comment.userInfo?.profilePhoto || null,
    content: comment.discussContent,
    isTop: false,
    official: false,
    time: legacyTime(comment),
    likeCount: comment.likeCount ?? 0,
    liked: comment.hasLike === true,
    replyCount: comment.replyCount ?? 0,
    replies: [],
  };
}

/** A legacy reply: rUserName names the comment it answers. */
export function replyFromLegacy(comment: LegacyComment): ReplyEntry {
  return {
    id: comment.discussId,
    nickname: text(comment.userInfo?.petName),
    avatar: comment.userInfo?.profilePhoto || null,
    content: comment.discussContent,
    official: false,
    replyToName: comment.rUserName || null,
    time: legacyTime(comment),
  };
}

/**
 * Validates (and normalises: ids to strings, 1/0 to booleans) each record against its schema; a
 * record that does not fit is left out rather than breaking the list.
 */
export function validRecords<T>(schema: 'comment' | 'comment-reply' | 'legacy-comment', records: unknown): T[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record) => {
    const checked = validateAs<T>(schema, record);
    if (checked.ok) return [checked.value];
    console.warn(`[comments] a ${schema} record was left out`, checked.errors);
    return [];
  });
}
