import { ROUTE } from '../../engine/routes/routes.ts';
import type { MessageKey } from '../../engine/i18n/i18n.ts';
import type { CommentApiKind } from './comment-model.ts';

/** Spec 2 §5, §9: a comment (and a reply written in the comment input) has at most 50 characters. */
export const COMMENT_MAX_CHARS = 50;
/** Spec 2 §5, §9: the reply box of the reply modal counts up to 120. */
export const REPLY_BOX_MAX_CHARS = 120;
/** Spec 2 §7, §9: comment lists page by 30. */
export const COMMENT_PAGE_SIZE = 30;
/** Spec 2 §7, §9: the content system's reply list call pages by 50 ("50 in reply detail"). */
export const REPLY_LIST_PAGE_SIZE = 50;
/** Spec 2 §9: a reply list shows 9 replies first ... */
export const REPLY_FIRST_PAGE_SIZE = 9;
/** ... then 10 more each time. */
export const REPLY_NEXT_PAGE_SIZE = 10;
/** Spec 2 §2, §9: the detail page lists at most 6 hot comments ... */
export const HOT_COMMENTS_MAX = 6;
/** ... and links to all comments when there are more than 5. */
export const HOT_COMMENTS_MORE_AFTER = 5;
/** Spec 2 §2, §9: replies shown under a comment in a list; with more, 'expand' opens the comment's page. */
export const INLINE_REPLIES = 2;
/** Spec 2 §4: after publishing, the list reloads after 2 s. */
export const RELOAD_AFTER_PUBLISH_MS = 2000;

/**
 * Characters as a reader counts them: code points, so '长' and '😀' are one each (a byte or UTF-16
 * count would make them 3 or 2). The local CMS counts the same way.
 */
export function countCharacters(text: string): number {
  return [...text].length;
}

/** The first `max` characters (code points) of a text, never splitting a surrogate pair. */
export function cutToCharacters(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

export type CommentCheck =
  | { ok: true; text: string }
  | { ok: false; key: MessageKey; params?: Record<string, string | number> };

/**
 * Spec 2 §5: empty (or only spaces) gives 'please enter comment content'; more than `max` characters
 * gives 'at most 50 characters can be commented'. The text sent is trimmed.
 */
export function checkCommentText(raw: string, max: number = COMMENT_MAX_CHARS): CommentCheck {
  const text = raw.trim();
  if (!text) return { ok: false, key: 'comments.enterContent' };
  if (countCharacters(text) > max) return { ok: false, key: 'comments.tooLong', params: { max } };
  return { ok: true, text };
}

/** Spec 2 §2: at most 6 hot comments; 'more comments' only when there are more than 5. */
export function hotCommentsView<T>(comments: readonly T[], total: number): { shown: T[]; showMore: boolean } {
  return { shown: comments.slice(0, HOT_COMMENTS_MAX), showMore: Math.max(total, comments.length) > HOT_COMMENTS_MORE_AFTER };
}

/** Spec 2 §2: 2 replies inline; 'expand' (to the comment's page) when the comment has more than 2. */
export function inlineRepliesView<T>(replies: readonly T[], replyCount: number): { shown: T[]; expand: boolean } {
  return { shown: replies.slice(0, INLINE_REPLIES), expand: Math.max(replyCount, replies.length) > INLINE_REPLIES };
}

/** Spec 2 §9: how many replies the next page of a reply list holds, given how many are shown. */
export function replyPageSize(loaded: number): number {
  return loaded <= 0 ? REPLY_FIRST_PAGE_SIZE : REPLY_NEXT_PAGE_SIZE;
}

/** Who a reply answers: a comment or reply of the list, by id (a reply may come without one). */
export interface ReplyTarget {
  commentId: string | null;
  nickname: string;
}

/** Spec 2 §4: a reply with no target comment id targets the parent comment. */
export function replyTargetId(target: ReplyTarget | null, parentId: string): string {
  return target?.commentId || parentId;
}

/** Pages of the legacy shape carry `api=legacy`, so the next page keeps talking the same shape. */
const apiQuery = (api: CommentApiKind): 'legacy' | undefined => (api === 'legacy' ? api : undefined);

/** Spec 2 §2: the all-comments page of a content (/allComment?id=). */
export function allCommentsHref(contentId: string, api: CommentApiKind = 'content'): string {
  return ROUTE.allComment.link({ id: contentId, api: apiQuery(api) });
}

/** Spec 2 §2: the comment detail page, query id (the content) and pcommentId (the comment). */
export function commentDetailsHref(contentId: string, commentId: string, api: CommentApiKind = 'content'): string {
  return ROUTE.commentDetails.link({ id: contentId, pcommentId: commentId, api: apiQuery(api) });
}
