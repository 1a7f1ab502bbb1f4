import { useCallback, useEffect, useState } from 'react';
import type { CommentEntry } from '../../../core/domain/comments/comment-model.ts';
import type { CommentSource } from '../../../core/domain/comments/comment-source.ts';
import { useCommentsChanged } from './comment-events.ts';
import { useFailureNotice } from './useCommentPages.ts';

export type ParentState = { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; comment: CommentEntry };

/** The comment a detail page is about (spec 2 §2: /commentDetails shows the parent comment). */
export function useParentComment(source: CommentSource, contentId: string, commentId: string) {
  const key = `${source.kind}|${contentId}|${commentId}`;
  const [attempt, setAttempt] = useState(0);
  /** `round`: which load (the first, or a reload) the shown state came from. */
  const [loaded, setLoaded] = useState<{ key: string; round: number; state: ParentState } | null>(null);
  const showFailure = useFailureNotice();

  useEffect(() => {
    let live = true;
    source.comment(contentId, commentId).then(
      (comment) => {
        if (live) setLoaded({ key, round: attempt, state: comment ? { status: 'ready', comment } : { status: 'missing' } });
      },
      (error: unknown) => {
        if (!live) return;
        showFailure(error);
        setLoaded((previous) => ({ key, round: attempt, state: previous?.key === key && previous.state.status === 'ready' ? previous.state : { status: 'failed' } }));
      },
    );
    return () => {
      live = false;
    };
  }, [source, contentId, commentId, key, attempt, showFailure]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useCommentsChanged(contentId, reload);
  const state: ParentState = loaded?.key === key ? loaded.state : { status: 'loading' };
  return { state, reload };
}
