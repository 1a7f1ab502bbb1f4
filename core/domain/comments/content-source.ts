import { answerNotice, exceptionNotice } from '../../engine/http/answer-notice.ts';
import type { Comment, CommentReply, Paged } from '../../../schemas/generated/types.ts';
import { commentFromContent, replyFromContent, validRecords, type ReplyEntry } from './comment-model.ts';
import { COMMENT_PAGE_SIZE, HOT_COMMENTS_MAX, REPLY_LIST_PAGE_SIZE, replyPageSize } from './comment-rules.ts';
import { contentSucceeded, countOf, isObject, loadData, type CommentPage, type CommentSource } from './comment-source.ts';
import type { RequestFn } from '../../engine/http/request.ts';

/** Spec 2 §7, the content system's comment calls. */
export const COMMENT_ADD_PATH = '/api/cms/client/comment/add';
export const COMMENT_WITH_REPLY_PATH = '/api/cms/client/comment/getCommentWithReply';
export const USER_REPLY_PATH = '/api/cms/client/comment/addUserReply';
export const COMMENTS_BY_CONTENT_PATH = '/api/cms/client/comment/getCommentByContent';
export const commentDetailPath = (commentId: string): string => `/api/cms/client/comment/getCommentDetail/${encodeURIComponent(commentId)}`;
/** Spec 2 §7 gives the reply list's parameters, not its path: the local CMS's. */
export const REPLY_LIST_PATH = '/api/cms/client/comment/getReplyList';
/** Spec 2 §8: code 5101, the thing asked for does not exist. */
export const NOT_FOUND_CODE = 5101;

/** Numeric ids go as numbers (the CMS's ids are integers); anything else as sent. */
export const idValue = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** A page as the platform answers it: `records` or `list`, `total` or `totals` (issue 11: every shape the spec allows). */
function pagedOf(data: unknown): { records: unknown[]; total: number } {
  const paged = isObject(data) ? (data as Partial<Paged> & { list?: unknown; totals?: unknown }) : {};
  const records = [paged.records, paged.list].find(Array.isArray) ?? [];
  return { records, total: countOf(paged.total ?? paged.totals) };
}

export function contentCommentSource(request: RequestFn): CommentSource {
  const post = (path: string, params: Record<string, unknown>) => loadData(request(path, { method: 'POST', params }), contentSucceeded);

  async function commentPage(path: string, contentId: string, pageIndex: number, pageSize: number): Promise<CommentPage> {
    const { records, total } = pagedOf(await post(path, { contentId: idValue(contentId), pageIndex, pageSize }));
    const comments = validRecords<Comment>('comment', records).map(commentFromContent);
    return { comments, total, hasMore: pageIndex * pageSize < total && comments.length > 0 };
  }

  async function replyListPage(contentId: string, commentId: string, index: number): Promise<{ replies: ReplyEntry[]; total: number }> {
    const data = await post(REPLY_LIST_PATH, { contentId: idValue(contentId), pcommentId: idValue(commentId), pageIndex: index, pageSize: REPLY_LIST_PAGE_SIZE });
    const { records, total } = pagedOf(data);
    return { replies: validRecords<CommentReply>('comment-reply', records).map(replyFromContent), total };
  }

  return {
    kind: 'content',
    hot: (contentId) => commentPage(COMMENTS_BY_CONTENT_PATH, contentId, 1, HOT_COMMENTS_MAX),
    list: (contentId, pageIndex) => commentPage(COMMENT_WITH_REPLY_PATH, contentId, pageIndex, COMMENT_PAGE_SIZE),

    async comment(_contentId, commentId) {
      // Code 5101 says the comment is gone (spec 2 §8's 'does not exist'); other failures stay errors.
      const gone = (answer: unknown) => isObject(answer) && Number(answer.code) === NOT_FOUND_CODE;
      const data = await loadData(request(commentDetailPath(commentId), { method: 'POST', params: {} }), (answer) => contentSucceeded(answer) || gone(answer));
      const [comment] = validRecords<Comment>('comment', data ? [data] : []);
      if (!comment) return null;
      const entry = commentFromContent(comment);
      return { ...entry, replyCount: Math.max(entry.replyCount, comment.total ?? 0) };
    },

    /**
     * The reply list call pages by 50 (spec 2 §7); the reader gets 9, then 10 at a time (spec 2 §9),
     * cut from the 50 kept in the cursor, so one call serves several pages.
     */
    async replies(contentId, commentId, from) {
      const start = from?.kind === 'content' ? from : null;
      let loaded = start?.loaded ?? 0;
      let page = start?.page ?? null;
      let total = start?.total ?? 0;
      const wanted = replyPageSize(loaded);
      const shown: ReplyEntry[] = [];
      while (shown.length < wanted) {
        const index = Math.floor(loaded / REPLY_LIST_PAGE_SIZE) + 1;
        if (page?.index !== index) {
          const fetched = await replyListPage(contentId, commentId, index);
          total = fetched.total;
          page = { index, replies: fetched.replies };
        }
        const offset = loaded - (index - 1) * REPLY_LIST_PAGE_SIZE;
        const taken = page.replies.slice(offset, offset + wanted - shown.length);
        if (taken.length === 0) break;
        shown.push(...taken);
        loaded += taken.length;
      }
      const more = shown.length === wanted && loaded < total;
      return { replies: shown, total, next: more ? { kind: 'content', loaded, page, total } : null };
    },

    async replyCall(contentId, commentId, { loaded }) {
      const index = Math.floor(loaded / REPLY_LIST_PAGE_SIZE) + 1;
      const fetched = await replyListPage(contentId, commentId, index);
      // A call starts where the replies loaded end: mid-list when a page's address starts there (issue 32),
      // and then near its end the next list fills the page.
      let replies = fetched.replies.slice(loaded % REPLY_LIST_PAGE_SIZE);
      let { total } = fetched;
      if (loaded % REPLY_LIST_PAGE_SIZE !== 0 && replies.length < replyPageSize(loaded) && fetched.replies.length > 0 && loaded + replies.length < total) {
        const following = await replyListPage(contentId, commentId, index + 1);
        replies = [...replies, ...following.replies];
        total = following.total;
      }
      return { replies, total, end: replies.length === 0 || loaded + replies.length >= total, lastId: null };
    },

    async count(contentId) {
      return (await commentPage(COMMENT_WITH_REPLY_PATH, contentId, 1, 1)).total;
    },

    async publish(draft) {
      // Spec 2 §4: a reply with no target comment id goes to the parent comment.
      const call = draft.parentId !== null
        ? request(USER_REPLY_PATH, { method: 'POST', loading: true, params: { id: idValue(draft.targetId || draft.parentId), reply: draft.text } })
        : request(COMMENT_ADD_PATH, {
            method: 'POST',
            loading: true,
            params: { contentId: idValue(draft.contentId), content: draft.text, ...(draft.contentType ? { type: draft.contentType } : {}) },
          });
      try {
        const answer = await call;
        return contentSucceeded(answer) ? { ok: true } : { ok: false, notice: answerNotice(answer) };
      } catch (error) {
        return { ok: false, notice: exceptionNotice(error) };
      }
    },
  };
}
