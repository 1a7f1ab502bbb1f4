import type { CommentApiKind, ReplyEntry } from '../../../core/domain/comments/comment-model.ts';
import { onPlainClick } from '../../../ui/link/plain-click.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { ReplyLine } from './CommentItem.tsx';
import type { ReplyPagesState } from './useReplyPages.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';

interface ReplyListProps {
  state: ReplyPagesState;
  kind: CommentApiKind;
  loadMore: () => Promise<void>;
  reload: () => void;
  onReply: (reply: ReplyEntry) => void;
  /** The address of the replies after those shown ('more' links there, issue 32); none (the reply modal): 'more' only loads in place. */
  nextHref?: string | null;
}

/**
 * The replies of one comment, 9 then 10 more per tap on 'more replies' (spec 2 §9). 'More' is a link to
 * the address of the next replies, which a page without scripts follows; a tap loads them in place.
 */
export function ReplyList({ state, kind, loadMore, reload, onReply, nextHref = null }: ReplyListProps) {
  const t = useTexts(commentsPageMessages);
  if (state.status !== 'ready') return <ListPlaceholder status={state.status} reload={reload} failedText={t('comments.loadFailed')} />;
  if (state.replies.length === 0) return <p className="replies-empty">{t('comments.noReplies')}</p>;
  return (
    <>
      <ul className="reply-list" data-testid="reply-list">
        {state.replies.map((reply, i) => (
          <ReplyLine key={reply.id ?? `r${i}`} reply={reply} kind={kind} layout="row" onReply={onReply} />
        ))}
      </ul>
      {state.hasMore && nextHref ? (
        <a
          href={nextHref}
          className="reply-list__more"
          aria-disabled={state.loadingMore || undefined}
          onClick={onPlainClick(() => void loadMore())}
        >
          {state.loadingMore ? t('common.loading') : t('comments.moreReplies')}
        </a>
      ) : state.hasMore ? (
        <button type="button" className="reply-list__more" disabled={state.loadingMore} onClick={() => void loadMore()}>
          {state.loadingMore ? t('common.loading') : t('comments.moreReplies')}
        </button>
      ) : null}
    </>
  );
}
