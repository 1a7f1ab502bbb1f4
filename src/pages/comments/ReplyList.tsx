import type { CommentApiKind, ReplyEntry } from '../../../core/domain/comments/comment-model.ts';
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
}

/** The replies of one comment, 9 then 10 more per tap on 'more replies' (spec 2 §9). */
export function ReplyList({ state, kind, loadMore, reload, onReply }: ReplyListProps) {
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
      {state.next ? (
        <button type="button" className="reply-list__more" disabled={state.loadingMore} onClick={() => void loadMore()}>
          {state.loadingMore ? t('common.loading') : t('comments.moreReplies')}
        </button>
      ) : null}
    </>
  );
}
