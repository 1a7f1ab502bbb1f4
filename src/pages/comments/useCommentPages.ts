import { useCallback, useEffect, useMemo } from 'react';
import type { CommentEntry } from '../../../core/domain/comments/comment-model.ts';
import { commentPageCall, commentPaging } from '../../../core/domain/comments/comment-calls.ts';
import { CommentLoadError, type CommentSource } from '../../../core/domain/comments/comment-source.ts';
import { exceptionNotice } from '../../../core/engine/http/answer-notice.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { usePagedCall, type PagedCallResult } from '../../../core/engine/render/use-paged-call.ts';
import { useCommentsChanged } from './comment-events.ts';

export type { ListStatus } from '../../../ui/placeholders/ListPlaceholder.tsx';
import type { ListStatus } from '../../../ui/placeholders/ListPlaceholder.tsx';

export interface CommentPagesState {
  status: ListStatus;
  comments: CommentEntry[];
  total: number;
  hasMore: boolean;
}

const LOADING: CommentPagesState = { status: 'loading', comments: [], total: 0, hasMore: false };
const FAILED: CommentPagesState = { ...LOADING, status: 'failed' };

/** A failure's toast (the server's message or the catalogue's); the caller shows its failed state. */
export function useFailureNotice(): (error: unknown) => void {
  const { notices } = useServices();
  return useCallback((error: unknown) => notices.show(error instanceof CommentLoadError ? error.notice : exceptionNotice(error)), [notices]);
}

/**
 * A list's reload: a failed list asks afresh (its loading state, then a new answer or failure); a
 * shown one stays until the new first page is ready (after a publish). Each failure shows its toast.
 */
export function usePagedReload<M>({ state, retry, reload }: PagedCallResult<M>): () => void {
  const showFailure = useFailureNotice();
  useEffect(() => {
    if (state.status === 'failed') showFailure(state.error);
  }, [state, showFailure]);
  const failed = state.status === 'failed';
  return useCallback(() => (failed ? retry() : reload()), [failed, retry, reload]);
}

/**
 * The comments of a content, page by page (30 each, spec 2 §9), or only the hot ones: a paged list of
 * the call cache (the server renders the first page: `startPage`, the address's `?page=`, issue 32). Reloads from page 1 when a comment of the
 * content was published on the page (after the 2 s of spec 2 §4), a signed-in reader's own likes
 * asked again after hydration.
 */
export function useCommentPages(source: CommentSource, contentId: string, which: 'all' | 'hot' = 'all', startPage = 1) {
  const { session } = useServices();
  const paged = usePagedCall(commentPageCall, { kind: source.kind, contentId, which, page: startPage }, { ...commentPaging, refreshSeeded: () => session.loggedIn() });
  const reload = usePagedReload(paged);
  useCommentsChanged(contentId, reload);
  const { state } = paged;
  const list = state.status === 'ready' ? state.list : null;
  const hasMore = state.status === 'ready' && !state.end;
  const shown = useMemo<CommentPagesState>(
    () => (list ? { status: 'ready', comments: list.comments, total: list.total, hasMore } : state.status === 'failed' ? FAILED : LOADING),
    [list, hasMore, state.status],
  );
  return { state: shown, reload, loadMore: paged.loadMore };
}
