import { defineCall } from '../../engine/http/call.ts';
import { appendUnseen } from '../../engine/http/paged-merge.ts';
import type { CommentApiKind, CommentEntry } from './comment-model.ts';
import type { CommentPage, ReplyCallPage } from './comment-source.ts';
import { isObject } from './comment-source.ts';
import { createCommentSource } from './create-source.ts';

/*
 * The comment pages' calls (spec 2 §7), read with useCall and usePagedCall (core/engine/render/): each is
 * made by the comment source of its shape (content system or legacy app), whose requests it gathers
 * (a legacy list asks each comment's first replies), so the server records what a comment page shows
 * and the page hydrates from it. Their paths only name them (their keys in the call cache).
 */

export interface CommentListParams {
  kind: CommentApiKind;
  contentId: string;
  /** The hot comments (spec 2 §2: the first 6, one page) or all of them, 30 a page. */
  which: 'all' | 'hot';
  /** From 1. */
  page: number;
}

const isCommentPage = (answer: unknown): answer is CommentPage => isObject(answer) && Array.isArray(answer.comments);

/** A page of a content's comments. */
export const commentPageCall = defineCall<CommentListParams, CommentPage>({
  name: 'comment page',
  method: 'POST',
  path: ({ kind, which, contentId }) => `/comments/${kind}/${which}/${encodeURIComponent(contentId)}`,
  request: ({ page }) => ({ page }),
  gather: (send, { kind, which, contentId, page }) => {
    const source = createCommentSource(kind, send);
    return which === 'hot' ? source.hot(contentId) : source.list(contentId, page);
  },
  read: (answer) => {
    if (!isCommentPage(answer)) throw new Error('not a comment page');
    return answer;
  },
});

/** The comments shown and where the list stands: the pages merged, repeats left out (a comment published meanwhile moves the pages on). */
export interface CommentListView {
  comments: CommentEntry[];
  total: number;
}

export const commentPaging = {
  start: (first: CommentPage): CommentListView => ({ comments: first.comments, total: first.total }),
  merge: (list: CommentListView, page: CommentPage) => {
    appendUnseen(list.comments, page.comments);
    list.total = page.total;
  },
  next: (page: CommentPage, params: CommentListParams): CommentListParams | null => (params.which === 'all' && page.hasMore ? { ...params, page: params.page + 1 } : null),
};

export interface CommentParams {
  kind: CommentApiKind;
  contentId: string;
  commentId: string;
}

/** One comment, for its detail page; null when it does not exist. */
export const parentCommentCall = defineCall<CommentParams, CommentEntry | null>({
  name: 'comment',
  method: 'POST',
  path: ({ kind, contentId, commentId }) => `/comments/${kind}/comment/${encodeURIComponent(contentId)}/${encodeURIComponent(commentId)}`,
  gather: (send, { kind, contentId, commentId }) => createCommentSource(kind, send).comment(contentId, commentId),
  read: (answer) => {
    if (answer !== null && !(isObject(answer) && typeof answer.id === 'string')) throw new Error('not a comment');
    return answer as CommentEntry | null;
  },
});

export interface ReplyListParams extends CommentParams {
  /** Replies loaded before this call. */
  loaded: number;
  /** Legacy: the last one's id. */
  after: string | null;
}

/** One call's worth of a comment's replies (content system: 50; legacy: 9, then 10). */
export const replyPageCall = defineCall<ReplyListParams, ReplyCallPage>({
  name: 'reply page',
  method: 'POST',
  path: ({ kind, contentId, commentId }) => `/comments/${kind}/replies/${encodeURIComponent(contentId)}/${encodeURIComponent(commentId)}`,
  request: ({ loaded, after }) => ({ loaded, ...(after === null ? {} : { after }) }),
  gather: (send, { kind, contentId, commentId, loaded, after }) => createCommentSource(kind, send).replyCall(contentId, commentId, { loaded, after }),
  read: (answer) => {
    if (!(isObject(answer) && Array.isArray(answer.replies))) throw new Error('not a reply page');
    return answer as unknown as ReplyCallPage;
  },
});

/** A comment's replies as loaded: the calls' replies in order, the total the last call said. */
export interface ReplyListView {
  replies: ReplyCallPage['replies'];
  total: number | null;
}

export const replyPaging = {
  start: (first: ReplyCallPage): ReplyListView => ({ replies: first.replies, total: first.total }),
  merge: (list: ReplyListView, page: ReplyCallPage) => {
    list.replies.push(...page.replies);
    list.total = page.total ?? list.total;
  },
  next: (page: ReplyCallPage, params: ReplyListParams): ReplyListParams | null =>
    page.end ? null : { ...params, loaded: params.loaded + page.replies.length, after: page.lastId },
};
