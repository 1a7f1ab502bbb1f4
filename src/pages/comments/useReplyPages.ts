import { useCallback, useMemo, useState } from 'react';
import type { ReplyEntry } from '../../../core/domain/comments/comment-model.ts';
import { replyPageCall, replyPaging } from '../../../core/domain/comments/comment-calls.ts';
import { replyPageSize } from '../../../core/domain/comments/comment-rules.ts';
import type { CommentSource, ReplyCallPage, ReplyCallStart } from '../../../core/domain/comments/comment-source.ts';
import { FIRST_REPLIES } from '../../../core/domain/comments/reply-cursor.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { usePagedCall } from '../../../core/engine/render/use-paged-call.ts';
import { useCommentsChanged } from './comment-events.ts';
import { useFailureNotice, usePagedReload, type ListStatus } from './useCommentPages.ts';

export interface ReplyPagesState {
  status: ListStatus;
  replies: ReplyEntry[];
  /** All replies, when the CMS said (the legacy calls do not). */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Where the replies after those shown start (the address of 'more', issue 32); null when none follow or it cannot be written. */
  next: ReplyCallStart | null;
}

const LOADING: ReplyPagesState = { status: 'loading', replies: [], total: null, hasMore: false, loadingMore: false, next: null };
const FAILED: ReplyPagesState = { ...LOADING, status: 'failed' };

/**
 * The replies of one comment: 9 first, then 10 at a time (spec 2 §9), cut from what the reply calls
 * loaded (the content system's 50 a call serve several taps; the legacy calls answer 9, then 10);
 * reloads after a publish. They start at `start` (the address's cursor, issue 32): the first replies, or those after a page of them.
 */
export function useReplyPages(source: CommentSource, contentId: string, commentId: string, start: ReplyCallStart = FIRST_REPLIES) {
  const { session } = useServices();
  const paged = usePagedCall(
    replyPageCall,
    { kind: source.kind, contentId, commentId, loaded: start.loaded, after: start.after },
    { ...replyPaging, refreshSeeded: () => session.loggedIn() },
  );
  const reload = usePagedReload(paged);
  useCommentsChanged(contentId, reload);
  const showFailure = useFailureNotice();
  const { state, loadMore: loadPage } = paged;
  const list = state.status === 'ready' ? state.list : null;
  // How many are shown, for the list it was counted on: a reload starts again at the first 9.
  const firstPage = state.status === 'ready' ? state.firstPage : null;
  const [shownCount, setShownCount] = useState<{ after: ReplyCallPage | null; count: number }>({ after: null, count: 0 });
  const [busy, setBusy] = useState(false);
  const count = list ? Math.min(list.replies.length, shownCount.after === firstPage ? shownCount.count : replyPageSize(start.loaded)) : 0;

  const loadMore = useCallback(async () => {
    if (!list || busy) return;
    const wanted = count + replyPageSize(start.loaded + count);
    if (wanted > list.replies.length && state.status === 'ready' && !state.end) {
      setBusy(true);
      try {
        await loadPage();
      } catch (error) {
        showFailure(error);
        return;
      } finally {
        setBusy(false);
      }
    }
    setShownCount({ after: firstPage, count: wanted });
  }, [list, busy, count, start.loaded, state, firstPage, loadPage, showFailure]);

  const shown = useMemo<ReplyPagesState>(() => {
    if (!list) return state.status === 'failed' ? FAILED : LOADING;
    const more = count < list.replies.length || (state.status === 'ready' && !state.end);
    const replies = list.replies.slice(0, count);
    // The legacy calls go on after the last reply's id; the content system's by the count alone.
    const after = source.kind === 'legacy' ? (replies[replies.length - 1]?.id ?? null) : null;
    const next = more && (source.kind !== 'legacy' || after !== null) ? { loaded: start.loaded + count, after } : null;
    return { status: 'ready', replies, total: list.total, hasMore: more, loadingMore: busy, next };
  }, [list, count, state, busy, source.kind, start.loaded]);
  return { state: shown, reload, loadMore };
}
