import { useLocation, useSearch } from 'wouter';
import type { ReplyCallStart } from '../../../core/domain/comments/comment-source.ts';
import { isReplyCursor, replyCursorOf, replyCursorText } from '../../../core/domain/comments/reply-cursor.ts';
import { useIgnoredQueryReport } from '../../routes/address-query.ts';
import { LIST_AFTER_QUERY, pageAddressWith } from '../../../core/domain/open/page-address.ts';
import { commentApiKindOf, type CommentApiKind } from '../../../core/domain/comments/comment-model.ts';
import { COMMENT_MAX_CHARS } from '../../../core/domain/comments/comment-rules.ts';
import { countText } from '../../../core/domain/format/count.ts';
import { useCommentSettings } from './comment-modal.ts';
import { useCommentSource } from './useCommentSource.ts';
import { CommentItem } from './CommentItem.tsx';
import { Composer } from './Composer.tsx';
import { articleHref, PageFrame } from './PageFrame.tsx';
import { ReplyList } from './ReplyList.tsx';
import { useParentComment } from './useParentComment.ts';
import { usePublish } from './usePublish.ts';
import { useReplyPages } from './useReplyPages.ts';
import { useReplyTarget } from './useReplyTarget.ts';
import { readIdParam } from '../../../core/domain/rules/content-id.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';
import { contentMessages } from '../details/content.messages.ts';

interface DetailProps {
  contentId: string;
  commentId: string;
  kind: CommentApiKind;
  /** Where the replies shown start (the address's `after`, issue 32). */
  start: ReplyCallStart;
}

/** The address of the replies from `next` (null: none). */
function useRepliesAddress(next: ReplyCallStart | null): string | null {
  const [path] = useLocation();
  const search = useSearch();
  const text = next ? replyCursorText(next) : null;
  return text ? pageAddressWith(path, search, LIST_AFTER_QUERY, text) : null;
}

function CommentDetail({ contentId, commentId, kind, start }: DetailProps) {
  const t = useTexts(commentsPageMessages, contentMessages);
  const source = useCommentSource(kind);
  const { forbidden } = useCommentSettings(contentId);
  const parent = useParentComment(source, contentId, commentId);
  const replies = useReplyPages(source, contentId, commentId, start);
  const nextHref = useRepliesAddress(replies.state.next);
  // Spec 2 §4: with no reply chosen, the input answers the parent comment.
  const { publish, busy } = usePublish({ source, contentId, parentId: commentId, forbidden });
  const { target, focusRequest, answer, clear } = useReplyTarget();

  const title = t('comments.detailTitle');
  if (parent.state.status !== 'ready') {
    const text = parent.state.status === 'loading' ? t('common.loading') : parent.state.status === 'missing' ? t('comments.notFound') : t('comments.loadFailed');
    return (
      <PageFrame title={title} backTo={articleHref(contentId)}>
        <div className="comments-page__state" role={parent.state.status === 'loading' ? 'status' : 'alert'}>
          <p>{text}</p>
          {parent.state.status === 'failed' ? (
            <button type="button" className="button" onClick={parent.reload}>
              {t('common.retry')}
            </button>
          ) : null}
        </div>
      </PageFrame>
    );
  }
  const { comment } = parent.state;
  const total = replies.state.total ?? comment.replyCount;
  const composer = (
    <Composer
      max={COMMENT_MAX_CHARS}
      placeholder={t('comments.replyPlaceholder')}
      target={target}
      onTargetCleared={clear}
      focusRequest={focusRequest}
      forbidden={forbidden}
      busy={busy}
      onPublish={publish}
    />
  );
  return (
    <PageFrame title={title} backTo={articleHref(contentId)} footer={composer}>
      <div className="comment-detail__parent">
        <CommentItem comment={comment} contentId={contentId} kind={kind} inlineReplies={false} />
      </div>
      <h2 className="comments-page__section" data-testid="reply-total">
        {t('comments.replyTotal', { count: countText(total, 'interactions', t) })}
      </h2>
      <ReplyList
        {...replies}
        kind={kind}
        nextHref={nextHref}
        onReply={(reply) => answer({ parentId: commentId, commentId: reply.id, nickname: reply.nickname })}
      />
    </PageFrame>
  );
}

/**
 * Spec 2 §2: /commentDetails?id={contentId}&pcommentId={id}: the comment, its replies, a reply input;
 * `after` (issue 32) starts the replies after a page of them.
 */
export default function CommentDetailPage() {
  const t = useTexts(commentsPageMessages, contentMessages);
  const query = new URLSearchParams(useSearch());
  const contentId = readIdParam(query.get('id'));
  const commentId = readIdParam(query.get('pcommentId'));
  const after = query.get(LIST_AFTER_QUERY);
  useIgnoredQueryReport(LIST_AFTER_QUERY, after, after !== null && !isReplyCursor(after));
  if (contentId.kind !== 'ok' || commentId.kind !== 'ok') {
    return (
      <PageFrame title={t('comments.detailTitle')} backTo="/">
        <p className="comments-page__state" role="alert">
          {contentId.kind === 'missing' ? t('detail.noNewsId') : t('comments.notFound')}
        </p>
      </PageFrame>
    );
  }
  return (
    <CommentDetail
      key={`${contentId.id}-${commentId.id}-${after}`}
      contentId={contentId.id}
      commentId={commentId.id}
      kind={commentApiKindOf(query.get('api'))}
      start={replyCursorOf(after)}
    />
  );
}
