import { useCallback, useEffect } from 'react';
import type { CommentEntry } from '../../../core/domain/comments/comment-model.ts';
import { parentCommentCall } from '../../../core/domain/comments/comment-calls.ts';
import type { CommentSource } from '../../../core/domain/comments/comment-source.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { useCall, useCallCache } from '../../../core/engine/render/use-call.ts';
import { useCommentsChanged } from './comment-events.ts';
import { useFailureNotice } from './useCommentPages.ts';

export type ParentState = { status: 'loading' } | { status: 'failed' } | { status: 'missing' } | { status: 'ready'; comment: CommentEntry };

/** The comment a detail page is about (spec 2 §2: /commentDetails shows the parent comment), asked again after a publish. */
export function useParentComment(source: CommentSource, contentId: string, commentId: string) {
  const { session } = useServices();
  const cache = useCallCache();
  const { kind } = source;
  const { state: call, retry } = useCall(parentCommentCall, { kind, contentId, commentId }, { refreshSeeded: () => session.loggedIn() });
  const showFailure = useFailureNotice();
  useEffect(() => {
    if (call.status === 'failed') showFailure(call.error);
  }, [call, showFailure]);
  // After a publish the comment shown stays until the new answer (its reply count) is ready.
  const refresh = useCallback(() => void cache.load(parentCommentCall, { kind, contentId, commentId }, { again: true, keepShown: true }), [cache, kind, contentId, commentId]);
  useCommentsChanged(contentId, refresh);
  const state: ParentState =
    call.status === 'ready' ? (call.value ? { status: 'ready', comment: call.value } : { status: 'missing' }) : call.status === 'failed' ? { status: 'failed' } : call;
  return { state, reload: retry };
}
