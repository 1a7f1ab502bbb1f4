import { useCallback } from 'react';
import type { CommentApiKind, CommentEntry, ReplyEntry } from '../../../core/domain/comments/comment-model.ts';
import { COMMENT_MAX_CHARS } from '../../../core/domain/comments/comment-rules.ts';
import { countText } from '../../../core/domain/format/count.ts';
import { useCommentSource } from './useCommentSource.ts';
import { CommentList } from './CommentList.tsx';
import { Composer } from './Composer.tsx';
import { Sheet } from '../../../ui/sheet/Sheet.tsx';
import { useCommentPages } from './useCommentPages.ts';
import { usePublish } from './usePublish.ts';
import { useReplyTarget } from './useReplyTarget.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';

interface CommentModalProps {
  contentId: string;
  /**
   * The count the page showed for the content (the action bar's: comments and their replies). Without
   * it the title counts the list's own total, which is top-level comments only.
   */
  count?: number;
  kind: CommentApiKind;
  forbidden: boolean;
  onClose: () => void;
}

/**
 * Spec 2 §2: the slide-up comment modal: the comments with their first replies, the input and the
 * publish button. 'reply' on a comment or reply makes the input answer it until it loses focus.
 */
export function CommentModal({ contentId, count, kind, forbidden, onClose }: CommentModalProps) {
  const t = useTexts(commentsPageMessages);
  const source = useCommentSource(kind);
  const { state, loadMore, reload } = useCommentPages(source, contentId);
  const { publish, busy } = usePublish({ source, contentId, forbidden });
  const { target, focusRequest, answer, clear } = useReplyTarget();
  const onReply = useCallback((comment: CommentEntry) => answer({ parentId: comment.id, commentId: comment.id, nickname: comment.nickname }), [answer]);
  const onReplyToReply = useCallback(
    (comment: CommentEntry, reply: ReplyEntry) => answer({ parentId: comment.id, commentId: reply.id, nickname: reply.nickname }),
    [answer],
  );

  const shownCount = count ?? (state.status === 'ready' ? state.total : 0);
  const title = (
    <>
      {t('comments.title')}
      {shownCount > 0 ? (
        <span className="sheet__count" data-testid="comment-modal-count">
          {countText(shownCount, 'interactions', t)}
        </span>
      ) : null}
    </>
  );
  return (
    <Sheet
      title={title}
      onClose={onClose}
      testId="comment-modal"
      footer={
        <Composer
          max={COMMENT_MAX_CHARS}
          placeholder={t('comments.placeholder')}
          target={target}
          onTargetCleared={clear}
          focusRequest={focusRequest}
          forbidden={forbidden}
          busy={busy}
          onPublish={publish}
        />
      }
    >
      <CommentList
        state={state}
        contentId={contentId}
        kind={kind}
        loadMore={loadMore}
        reload={reload}
        onReply={onReply}
        onReplyToReply={onReplyToReply}
        onExpand={onClose}
      />
    </Sheet>
  );
}
