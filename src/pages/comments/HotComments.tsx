import { useEffect } from 'react';
import { Link } from 'wouter';
import type { CommentApiKind } from '../../../core/domain/comments/comment-model.ts';
import { allCommentsHref, hotCommentsView } from '../../../core/domain/comments/comment-rules.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { configureComments, openCommentModal, openReplyModal } from './comment-modal.ts';
import { useCommentSource } from './useCommentSource.ts';
import { CommentList } from './CommentList.tsx';
import { CommentModalHost } from './CommentModalHost.tsx';
import { useCommentPages } from './useCommentPages.ts';
import './comments.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';

// The detail page finds the modal through this module (src/pages/details/lazy-neighbours.tsx).
export { openCommentModal } from './comment-modal.ts';

export interface HotCommentsProps {
  contentId: string;
  /** Spec 2 §5: 'commenting forbidden'. */
  disableComment?: boolean;
  /** Spec 2 §7: which comment calls the CMS speaks (default: the content system's). */
  api?: CommentApiKind;
}

/**
 * Spec 2 §2: the detail page's hot comments: at most 6, 'more comments' to /allComment when there are
 * more than 5, the empty text otherwise. 'reply' opens the reply modal of that comment.
 */
export function HotComments({ contentId, disableComment = false, api = 'content' }: HotCommentsProps) {
  const { bus } = useEngine();
  const t = useTexts(commentsPageMessages);
  const source = useCommentSource(api);
  const { state, loadMore, reload } = useCommentPages(source, contentId, 'hot');
  useEffect(() => configureComments(bus, contentId, { api, forbidden: disableComment }), [bus, contentId, api, disableComment]);
  const view = hotCommentsView(state.comments, state.total);
  return (
    <section className="hot-comments" aria-labelledby={`hot-comments-${contentId}`} data-testid="hot-comments">
      <header className="hot-comments__header">
        <h2 id={`hot-comments-${contentId}`} className="hot-comments__title">
          {t('comments.hotTitle')}
        </h2>
        {disableComment ? null : (
          <button type="button" className="hot-comments__write tap-area needs-app" onClick={() => openCommentModal(bus, contentId)}>
            {t('comments.placeholder')}
          </button>
        )}
      </header>
      {disableComment ? (
        <p className="composer composer--forbidden" role="note">
          {t('comments.forbidden')}
        </p>
      ) : null}
      <CommentList
        state={{ ...state, comments: view.shown }}
        contentId={contentId}
        kind={api}
        loadMore={loadMore}
        reload={reload}
        paged={false}
        onReply={disableComment ? undefined : (comment) => openReplyModal(bus, contentId, comment)}
      />
      {view.showMore ? (
        <Link href={allCommentsHref(contentId, api)} className="hot-comments__more" data-testid="more-comments">
          {t('comments.more')}
        </Link>
      ) : null}
      <CommentModalHost />
    </section>
  );
}

export default HotComments;
