import { loadOnce } from '../../../core/engine/env/load-once.ts';
import type { CommentModal } from './CommentModal.tsx';
import type { ReplyModal } from './ReplyModal.tsx';

export interface CommentModals {
  CommentModal: typeof CommentModal;
  ReplyModal: typeof ReplyModal;
}

/**
 * The comment and reply modals' code (with the sheet): it loads when the page is ready and idle, or
 * when a modal is opened before, not with the page (issue 31: 2.5 KB gz before ready on the comment
 * pages, the vote and the short videos). A failed load is forgotten: the next opening tries again.
 */
export const loadCommentModals = loadOnce(async (): Promise<CommentModals> => {
  const [comment, reply] = await Promise.all([import('./CommentModal.tsx'), import('./ReplyModal.tsx')]);
  return { CommentModal: comment.CommentModal, ReplyModal: reply.ReplyModal };
});
