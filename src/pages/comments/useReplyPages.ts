import { produce, type Draft } from 'immer';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReplyEntry } from '../../../core/domain/comments/comment-model.ts';
import type { CommentSource, ReplyCursor } from '../../../core/domain/comments/comment-source.ts';
import { useCommentsChanged } from './comment-events.ts';
import { keepReady, useFailureNotice, type ListStatus } from './useCommentPages.ts';

export interface ReplyPagesState {
  status: ListStatus;
  replies: ReplyEntry[];
  /** All replies, when the CMS said (the legacy calls do not). */
  total: number | null;
  next: ReplyCursor | null;
  loadingMore: boolean;
}

const LOADING: ReplyPagesState = { status: 'loading', replies: [], total: null, next: null, loadingMore: false };
const FAILED: ReplyPagesState = { ...LOADING, status: 'failed' };

/** The replies of one comment: 9 first, then 10 at a time (spec 2 §9); reloads after a publish. */
export function useReplyPages(source: CommentSource, contentId: string, commentId: string) {
  const key = `${source.kind}|${contentId}|${commentId}`;
  const [attempt, setAttempt] = useState(0);
  /** `round`: which load (the first, or a reload) the shown state came from. */
  const [loaded, setLoaded] = useState<{ key: string; round: number; state: ReplyPagesState } | null>(null);
  const generation = useRef(0);
  const showFailure = useFailureNotice();
  const state = loaded?.key === key ? loaded.state : LOADING;

  useEffect(() => {
    const mine = ++generation.current;
    source.replies(contentId, commentId, null).then(
      (page) => {
        if (mine === generation.current) setLoaded({ key, round: attempt, state: { status: 'ready', replies: page.replies, total: page.total, next: page.next, loadingMore: false } });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        showFailure(error);
        setLoaded((previous) => ({ key, round: attempt, state: keepReady(previous?.key === key ? previous.state : undefined, FAILED) }));
      },
    );
  }, [source, contentId, commentId, key, attempt, showFailure]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Changes the shown list in place (immer: a new state with only what changed new). */
  const update = useCallback(
    (change: (current: Draft<ReplyPagesState>) => void) =>
      setLoaded((previous) =>
        previous?.key === key
          ? produce(previous, (draft) => {
              change(draft.state);
            })
          : previous,
      ),
    [key],
  );

  const { next: from, loadingMore } = state;
  const loadMore = useCallback(async () => {
    if (!from || loadingMore) return;
    const mine = generation.current;
    update((current) => {
      current.loadingMore = true;
    });
    try {
      const page = await source.replies(contentId, commentId, from);
      if (mine !== generation.current) return;
      update((current) => {
        current.replies.push(...page.replies);
        current.total = page.total ?? current.total;
        current.next = page.next;
        current.loadingMore = false;
      });
    } catch (error) {
      showFailure(error);
      update((current) => {
        current.loadingMore = false;
      });
    }
  }, [source, contentId, commentId, from, loadingMore, update, showFailure]);

  useCommentsChanged(contentId, reload);
  return { state, reload, loadMore };
}
