import { useState } from 'react';
import type { CommentApiKind, CommentEntry } from '../../../core/domain/comments/comment-model.ts';
import { REPLY_BOX_MAX_CHARS } from '../../../core/domain/comments/comment-rules.ts';
import { useCommentSource } from './useCommentSource.ts';
import { CommentItem } from './CommentItem.tsx';
import { Composer } from './Composer.tsx';
import { ReplyList } from './ReplyList.tsx';
import { Sheet } from '../../../ui/sheet/Sheet.tsx';
import { usePublish, type ComposeTarget } from './usePublish.ts';
import { useReplyPages } from './useReplyPages.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';

interface ReplyModalProps {
  contentId: string;
  comment: CommentEntry;
  kind: CommentApiKind;
  forbidden: boolean;
  onClose: () => void;
}

/** Spec 2 §2, §5: the replies of one comment, and a reply box that counts up to 120. */
export function ReplyModal({ contentId, comment, kind, forbidden, onClose }: ReplyModalProps) {
  const t = useTexts(commentsPageMessages);
  const source = useCommentSource(kind);
  const replies = useReplyPages(source, contentId, comment.id);
  const { publish, busy } = usePublish({ source, contentId, parentId: comment.id, forbidden });
  const [target, setTarget] = useState<ComposeTarget | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const total = replies.state.total ?? comment.replyCount;
  return (
    <Sheet
      title={t('comments.replyTotal', { count: total })}
      onClose={onClose}
      testId="reply-modal"
      footer={
        <Composer
          max={REPLY_BOX_MAX_CHARS}
          stopAtMax
          multiline
          placeholder={t('comments.replyTo', { name: comment.nickname })}
          target={target}
          onTargetCleared={() => setTarget(null)}
          focusRequest={focusRequest}
          forbidden={forbidden}
          busy={busy}
          onPublish={publish}
        />
      }
    >
      <div className="reply-modal__parent">
        <CommentItem comment={comment} contentId={contentId} kind={kind} inlineReplies={false} />
      </div>
      <ReplyList
        {...replies}
        kind={kind}
        onReply={(reply) => {
          setTarget({ parentId: comment.id, commentId: reply.id, nickname: reply.nickname });
          setFocusRequest((n) => n + 1);
        }}
      />
    </Sheet>
  );
}
