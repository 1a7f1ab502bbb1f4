import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { commentApiKindOf, type CommentApiKind } from '../../../core/domain/comments/comment-model.ts';
import { COMMENT_MAX_CHARS } from '../../../core/domain/comments/comment-rules.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { configureComments, openReplyModal, useCommentSettings } from './comment-modal.ts';
import { useCommentSource } from './useCommentSource.ts';
import { CommentList } from './CommentList.tsx';
import { CommentModalHost } from './CommentModalHost.tsx';
import { Composer } from './Composer.tsx';
import { articleHref, PageFrame } from './PageFrame.tsx';
import { useCommentPages } from './useCommentPages.ts';
import { useListPage } from '../../lists/list-page.ts';
import { usePublish } from './usePublish.ts';
import { readIdParam } from '../../../core/domain/rules/content-id.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';
import { contentMessages } from '../details/content.messages.ts';

/** Replies here go through the reply modal: this page's input only ever comments on the content. */
const noTarget = () => {};

function AllComments({ contentId, kind }: { contentId: string; kind: CommentApiKind }) {
  const { bus } = useEngine();
  const t = useTexts(commentsPageMessages, contentMessages);
  const source = useCommentSource(kind);
  const { forbidden } = useCommentSettings(contentId);
  // The address's page (issue 32: 'more' without scripts links to the next): the live app pages on in place.
  const { page, addressOf } = useListPage();
  const { state, loadMore, reload } = useCommentPages(source, contentId, 'all', page);
  const { publish, busy } = usePublish({ source, contentId, forbidden });
  useEffect(() => configureComments(bus, contentId, { api: kind, forbidden }), [bus, contentId, kind, forbidden]);
  const composer = (
    <Composer max={COMMENT_MAX_CHARS} placeholder={t('comments.placeholder')} target={null} onTargetCleared={noTarget} forbidden={forbidden} busy={busy} onPublish={publish} />
  );
  return (
    <PageFrame title={t('comments.allTitle')} backTo={articleHref(contentId)} footer={composer}>
      <CommentList state={state} contentId={contentId} kind={kind} loadMore={loadMore} reload={reload} onReply={(comment) => openReplyModal(bus, contentId, comment)} nextHref={addressOf(page + 1)} />
      <CommentModalHost />
    </PageFrame>
  );
}

/** Spec 2 §2: /allComment?id={id}, every comment of a content, 30 a page (from the address's `page`). */
export default function AllCommentsPage() {
  const t = useTexts(commentsPageMessages, contentMessages);
  const query = new URLSearchParams(useSearch());
  const contentId = readIdParam(query.get('id'));
  if (contentId.kind !== 'ok') {
    return (
      <PageFrame title={t('comments.allTitle')} backTo="/">
        <p className="comments-page__state" role="alert">
          {t(contentId.kind === 'missing' ? 'detail.noNewsId' : 'detail.contentMissing')}
        </p>
      </PageFrame>
    );
  }
  return <AllComments key={contentId.id} contentId={contentId.id} kind={commentApiKindOf(query.get('api'))} />;
}
