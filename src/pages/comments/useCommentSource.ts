import { useMemo } from 'react';
import type { CommentApiKind } from '../../../core/domain/comments/comment-model.ts';
import type { CommentSource } from '../../../core/domain/comments/comment-source.ts';
import { createCommentSource } from '../../../core/domain/comments/create-source.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';

/** The comment calls of the configured shape (spec 2 §7: content system or legacy app), through the services' request. */
export function useCommentSource(kind: CommentApiKind): CommentSource {
  const { request } = useServices();
  return useMemo(() => createCommentSource(kind, request), [kind, request]);
}
