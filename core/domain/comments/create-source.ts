import type { CommentApiKind } from './comment-model.ts';
import type { CommentSource } from './comment-source.ts';
import type { RequestFn } from '../../engine/http/request.ts';
import { contentCommentSource } from './content-source.ts';
import { legacyCommentSource } from './legacy-source.ts';

/** The comment calls of one shape of spec 2 §7, chosen by configuration (a prop or the `api` query). */
export function createCommentSource(kind: CommentApiKind, request: RequestFn): CommentSource {
  return kind === 'legacy' ? legacyCommentSource(request) : contentCommentSource(request);
}
