import { exceptionNotice } from '../../engine/http/answer-notice.ts';
import { LOGIN_EXPIRED_STATUS } from '../../engine/http/error-catalogue.ts';
import type { Notice } from '../../engine/http/notices.ts';
import { RequestError } from '../../engine/http/request-error.ts';
import type { LegacyComment } from '../../../schemas/generated/types.ts';
import { commentFromLegacy, replyFromLegacy, validRecords, type CommentEntry } from './comment-model.ts';
import { COMMENT_PAGE_SIZE, HOT_COMMENTS_MAX, INLINE_REPLIES, REPLY_LIST_PAGE_SIZE, replyPageSize } from './comment-rules.ts';
import { countOf, isObject, legacySucceeded, loadData, type CommentPage, type CommentSource } from './comment-source.ts';
import type { RequestFn } from '../../engine/http/request.ts';
import { idValue } from './content-source.ts';
import { lastOf } from '../../engine/env/old-engines.ts';

/** Spec 2 §7, the legacy app's comment calls. */
export const legacyCommentsPath = (contentId: string): string => `/api/app/v1/home/news/${encodeURIComponent(contentId)}/comments`;
export const legacyNewSortPath = (contentId: string): string => `${legacyCommentsPath(contentId)}/newSort`;
export const LEGACY_REPLY_PATH = '/api/app/v1/home/news/getReply';
export const legacyCountPath = (contentId: string): string => `/api/app/v1/home/${encodeURIComponent(contentId)}/comment/count`;
/** Spec 2 §7: the publish call's isGov and (default) belongType. */
export const LEGACY_IS_GOV = '0';
export const LEGACY_BELONG_TYPE = '2';
/**
 * The legacy calls have no single-comment call: a comment's page looks it up in the newest-first
 * list, 50 at a time, giving up after 20 pages (1000 comments). Not spec numbers: ours.
 */
export const LEGACY_LOOKUP_PAGE_SIZE = REPLY_LIST_PAGE_SIZE;
export const LEGACY_LOOKUP_MAX_PAGES = 20;

/** Spec 2 §8: a failed legacy publish says 'publish failed, please retry'. */
const publishFailed: Notice = { kind: 'toast', text: { key: 'comments.publishFailed' } };

export function legacyCommentSource(request: RequestFn): CommentSource {
  const get = (path: string, params: Record<string, string | number | undefined>) => loadData(request(path, { params }), legacySucceeded);

  async function replyRecords(commentId: string, pageSize: number, after: string | null): Promise<LegacyComment[]> {
    const data = await get(LEGACY_REPLY_PATH, { pDiscussId: idValue(commentId), pageSize, discussId: after ? idValue(after) : undefined });
    return validRecords<LegacyComment>('legacy-comment', data);
  }

  /** The list call carries no replies: the first two of each comment that has some are asked for. */
  async function withInlineReplies(comments: CommentEntry[]): Promise<CommentEntry[]> {
    return Promise.all(
      comments.map(async (comment) => {
        if (comment.replyCount <= 0) return comment;
        const replies = await replyRecords(comment.id, INLINE_REPLIES, null).catch(() => []);
        return { ...comment, replies: replies.map(replyFromLegacy) };
      }),
    );
  }

  async function page(contentId: string, pageNum: number, pageSize: number, inline: boolean): Promise<CommentPage> {
    const data = await get(legacyNewSortPath(contentId), { pageSize, pageNum });
    const list = isObject(data) ? data.list : undefined;
    const total = countOf(isObject(data) ? data.total : undefined);
    const comments = validRecords<LegacyComment>('legacy-comment', list).map(commentFromLegacy);
    return { comments: inline ? await withInlineReplies(comments) : comments, total, hasMore: pageNum * pageSize < total && comments.length > 0 };
  }

  return {
    kind: 'legacy',
    hot: (contentId) => page(contentId, 1, HOT_COMMENTS_MAX, true),
    list: (contentId, pageIndex) => page(contentId, pageIndex, COMMENT_PAGE_SIZE, true),

    async comment(contentId, commentId) {
      for (let pageNum = 1; pageNum <= LEGACY_LOOKUP_MAX_PAGES; pageNum++) {
        const found = await page(contentId, pageNum, LEGACY_LOOKUP_PAGE_SIZE, false);
        const comment = found.comments.find((c) => c.id === commentId);
        if (comment) return comment;
        if (!found.hasMore) return null;
      }
      return null;
    },

    /** Spec 2 §7, §9: getReply pages by the last reply's id, 9 first, then 10. */
    async replies(_contentId, commentId, from) {
      const cursor = from?.kind === 'legacy' ? from : { kind: 'legacy' as const, loaded: 0, lastId: null };
      const pageSize = replyPageSize(cursor.loaded);
      const records = await replyRecords(commentId, pageSize, cursor.lastId);
      const replies = records.map(replyFromLegacy);
      const lastId = lastOf(records)?.discussId ?? cursor.lastId;
      const next = records.length === pageSize ? { kind: 'legacy' as const, loaded: cursor.loaded + records.length, lastId } : null;
      return { replies, total: null, next };
    },

    async count(contentId) {
      return countOf(await get(legacyCountPath(contentId), {}));
    },

    async publish(draft) {
      const reply = draft.parentId !== null ? { pDiscussId: idValue(draft.parentId), rDiscussId: idValue(draft.targetId || draft.parentId) } : {};
      try {
        const answer = await request(legacyCommentsPath(draft.contentId), {
          method: 'POST',
          loading: true,
          params: { discussContent: draft.text, isGov: LEGACY_IS_GOV, belongType: LEGACY_BELONG_TYPE, ...reply },
        });
        return legacySucceeded(answer) ? { ok: true } : { ok: false, notice: publishFailed };
      } catch (error) {
        return { ok: false, notice: refusalNotice(error) };
      }
    },
  };
}

/**
 * The legacy CMS refuses a publish with an HTTP error: 'publish failed, please retry' then replaces the
 * catalogue's 'connection error (400)!'. An expired login, a time-out or a lost network keep the
 * catalogue's own handling (spec 1 §8), which the wrapper already carried out.
 */
function refusalNotice(error: unknown): Notice {
  if (error instanceof RequestError && error.kind === 'http' && error.status !== LOGIN_EXPIRED_STATUS) return publishFailed;
  return error instanceof RequestError ? exceptionNotice(error) : publishFailed;
}
