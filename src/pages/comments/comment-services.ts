import { createContext, useContext, useMemo } from 'react';
import type { CommentApiKind } from '../../../core/comments/comment-model.ts';
import type { CommentRequest, CommentSource } from '../../../core/comments/comment-source.ts';
import { createCommentSource } from '../../../core/comments/create-source.ts';
import { pageNotices, type Notice } from '../../../core/http/notices.ts';
import { request } from '../../../core/http/request.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { requireLogin } from '../../../core/session/require-login.ts';

/** What the comments area calls out to; component tests provide stand-ins speaking the same protocol. */
export interface CommentServices {
  request: CommentRequest;
  notify(notice: Notice): void;
  /**
   * Spec 2 §5, §6: posting requires login. True when logged in; otherwise the app's login prompt
   * (inside the app) or the login page /YZlogin (outside it) takes over and this answers false.
   */
  requireLogin(t: Translate): Promise<boolean>;
  now(): number;
}

export const PAGE_COMMENT_SERVICES: CommentServices = {
  request,
  notify: (notice) => pageNotices.show(notice),
  requireLogin: async (t) => (await requireLogin(t)).status === 'logged-in',
  now: () => Date.now(),
};

export const CommentServicesContext = createContext<CommentServices>(PAGE_COMMENT_SERVICES);

export function useCommentServices(): CommentServices {
  return useContext(CommentServicesContext);
}

/** The comment calls of the configured shape (spec 2 §7: content system or legacy app). */
export function useCommentSource(kind: CommentApiKind): CommentSource {
  const { request: send } = useCommentServices();
  return useMemo(() => createCommentSource(kind, send), [kind, send]);
}
