import type { CommentApiKind, CommentEntry, ReplyEntry } from '../../../core/domain/comments/comment-model.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { FeedFooter } from '../../../ui/placeholders/FeedFooter.tsx';
import { CommentItem } from './CommentItem.tsx';
import { NextPageLink } from '../../lists/NextPageLink.tsx';
import type { CommentPagesState } from './useCommentPages.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';

interface CommentListProps {
  state: CommentPagesState;
  contentId: string;
  kind: CommentApiKind;
  loadMore: () => Promise<void>;
  reload: () => void;
  onReply?: (comment: CommentEntry) => void;
  onReplyToReply?: (comment: CommentEntry, reply: ReplyEntry) => void;
  onExpand?: () => void;
  /** Paged lists end with the load-more line or 'bottom line'; the hot list ends without one. */
  paged?: boolean;
  /** The address of the list's next page: 'more' links there without scripts (issue 32). */
  nextHref?: string;
}

/** Spec 2 §2: the empty list invites the first comment. */
export function NoComments() {
  const t = useTexts(commentsPageMessages);
  return (
    <div className="comments-empty" data-testid="comments-empty">
      <span className="comments-empty__sofa" aria-hidden="true" />
      <p>{t('comments.empty')}</p>
    </div>
  );
}

export function CommentList({ state, contentId, kind, loadMore, reload, onReply, onReplyToReply, onExpand, paged = true, nextHref }: CommentListProps) {
  const t = useTexts(commentsPageMessages);
  if (state.status !== 'ready') return <ListPlaceholder status={state.status} reload={reload} failedText={t('comments.loadFailed')} />;
  if (state.comments.length === 0) return <NoComments />;
  return (
    <>
      <div className="comment-list" data-testid="comment-list">
        {state.comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} contentId={contentId} kind={kind} onReply={onReply} onReplyToReply={onReplyToReply} onExpand={onExpand} />
        ))}
      </div>
      {paged ? <FeedFooter status={state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} /> : null}
      {paged && nextHref && state.hasMore ? <NextPageLink href={nextHref} /> : null}
    </>
  );
}
