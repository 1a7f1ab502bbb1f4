import { produce } from 'immer';
import { useCallback, useEffect, useRef, useState } from 'react';
import { unseenItems } from '../../../core/domain/feed/paging.ts';
import type { CommentEntry } from '../../../core/domain/comments/comment-model.ts';
import { CommentLoadError, type CommentSource } from '../../../core/domain/comments/comment-source.ts';
import { exceptionNotice } from '../../../core/engine/http/answer-notice.ts';
import { useCommentsChanged } from './comment-events.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';

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

/** A reload that keeps what is shown until the new answer (a failed reload keeps the list). */
export function keepReady<T extends { status: ListStatus }>(previous: T | undefined, failed: T): T {
  return previous?.status === 'ready' ? previous : failed;
}

/**
 * The comments of a content, page by page (30 each, spec 2 §9), or only the hot ones. Reloads from
 * page 1 when a comment of the content was published on the page (after the 2 s of spec 2 §4).
 */
export function useCommentPages(source: CommentSource, contentId: string, which: 'all' | 'hot' = 'all') {
  const key = `${source.kind}|${contentId}|${which}`;
  const [attempt, setAttempt] = useState(0);
  /** `round`: which load (the first, or a reload) the shown state came from. */
  const [loaded, setLoaded] = useState<{ key: string; round: number; state: CommentPagesState } | null>(null);
  const page = useRef(1);
  const generation = useRef(0);
  const showFailure = useFailureNotice();

  useEffect(() => {
    const mine = ++generation.current;
    const first = which === 'hot' ? source.hot(contentId) : source.list(contentId, 1);
    first.then(
      (result) => {
        if (mine !== generation.current) return;
        page.current = 1;
        setLoaded({ key, round: attempt, state: { status: 'ready', comments: result.comments, total: result.total, hasMore: which === 'all' && result.hasMore } });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        showFailure(error);
        setLoaded((previous) => ({ key, round: attempt, state: keepReady(previous?.key === key ? previous.state : undefined, FAILED) }));
      },
    );
  }, [source, contentId, which, key, attempt, showFailure]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** The next page; a rejection leaves the list as it is (the load-more line offers a retry). */
  const loadMore = useCallback(async () => {
    const mine = generation.current;
    const next = await source.list(contentId, page.current + 1);
    if (mine !== generation.current) return;
    page.current += 1;
    setLoaded((previous) =>
      produce(previous?.key === key ? previous : { key, round: 0, state: LOADING }, (draft) => {
        draft.state.comments.push(...unseenItems(draft.state.comments, next.comments));
        Object.assign(draft.state, { status: 'ready', total: next.total, hasMore: next.hasMore });
      }),
    );
  }, [source, contentId, key]);

  useCommentsChanged(contentId, reload);
  return { state: loaded?.key === key ? loaded.state : LOADING, reload, loadMore };
}
