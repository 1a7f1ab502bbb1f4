import { useEngine } from '../../../core/engine/render/engine.tsx';
import { closeCommentModal, closeReplyModal, useCommentModal, useCommentSettings, useIsFirstHost, useReplyModal } from './comment-modal.ts';
import { CommentModal } from './CommentModal.tsx';
import { ReplyModal } from './ReplyModal.tsx';
import './comments.css';

function OpenCommentModal({ contentId, count }: { contentId: string; count: number | undefined }) {
  const { bus } = useEngine();
  const { api, forbidden } = useCommentSettings(contentId);
  return <CommentModal key={`${contentId}-${api}`} contentId={contentId} count={count} kind={api} forbidden={forbidden} onClose={() => closeCommentModal(bus)} />;
}

function OpenReplyModal({ opened }: { opened: NonNullable<ReturnType<typeof useReplyModal>> }) {
  const { bus } = useEngine();
  const { api, forbidden } = useCommentSettings(opened.contentId);
  return <ReplyModal key={`${opened.contentId}-${opened.comment.id}`} contentId={opened.contentId} comment={opened.comment} kind={api} forbidden={forbidden} onClose={() => closeReplyModal(bus)} />;
}

/**
 * Shows the comment modal and the reply modal when they are opened (openCommentModal, openReplyModal).
 * HotComments and the comment pages mount one; only the first mounted shows anything.
 */
export function CommentModalHost() {
  const first = useIsFirstHost();
  const comments = useCommentModal();
  const replies = useReplyModal();
  if (!first) return null;
  return (
    <>
      {comments ? <OpenCommentModal contentId={comments.contentId} count={comments.count} /> : null}
      {replies ? <OpenReplyModal opened={replies} /> : null}
    </>
  );
}
