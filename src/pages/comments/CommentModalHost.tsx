import { useEffect, useState } from 'react';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { afterPageReadyAndIdle } from '../../routes/after-page-ready.ts';
import { closeCommentModal, closeReplyModal, useCommentModal, useCommentSettings, useIsFirstHost, useReplyModal } from './comment-modal.ts';
import { loadCommentModals, type CommentModals } from './comment-modals.ts';
import './comments.css';

function OpenCommentModal({ modals, contentId, count }: { modals: CommentModals; contentId: string; count: number | undefined }) {
  const { bus } = useEngine();
  const { api, forbidden } = useCommentSettings(contentId);
  return <modals.CommentModal key={`${contentId}-${api}`} contentId={contentId} count={count} kind={api} forbidden={forbidden} onClose={() => closeCommentModal(bus)} />;
}

function OpenReplyModal({ modals, opened }: { modals: CommentModals; opened: NonNullable<ReturnType<typeof useReplyModal>> }) {
  const { bus } = useEngine();
  const { api, forbidden } = useCommentSettings(opened.contentId);
  return <modals.ReplyModal key={`${opened.contentId}-${opened.comment.id}`} contentId={opened.contentId} comment={opened.comment} kind={api} forbidden={forbidden} onClose={() => closeReplyModal(bus)} />;
}

/**
 * The modals' code: asked for once the page is ready and idle, at once when one is opened before. If
 * it cannot come, the reader is told (a toast) and the opening is undone: a tap on the comment bar
 * tries again.
 */
function useCommentModals(first: boolean, wanted: boolean): CommentModals | null {
  const { bus, services } = useEngine();
  const [modals, setModals] = useState<CommentModals | null>(null);
  // The early ask is a head start, online only: offline, an app file not yet saved fails, and the page
  // would say it needs a network for something the reader did not ask for (src/offline/service-worker.ts).
  useEffect(() => (first ? afterPageReadyAndIdle(() => void (navigator.onLine ? loadCommentModals().then(setModals, () => {}) : undefined)) : undefined), [first]);
  useEffect(() => {
    if (!first || !wanted || modals) return;
    let current = true;
    loadCommentModals().then(
      (loaded) => current && setModals(loaded),
      () => {
        if (!current) return;
        services.notices.show({ kind: 'toast', text: { key: 'error.network' } });
        closeCommentModal(bus);
        closeReplyModal(bus);
      },
    );
    return () => {
      current = false;
    };
  }, [first, wanted, modals, bus, services]);
  return modals;
}

/**
 * Shows the comment modal and the reply modal when they are opened (openCommentModal, openReplyModal).
 * HotComments and the comment pages mount one; only the first mounted shows anything.
 */
export function CommentModalHost() {
  const t = useTexts();
  const first = useIsFirstHost();
  const comments = useCommentModal();
  const replies = useReplyModal();
  const modals = useCommentModals(first, Boolean(comments || replies));
  if (!first) return null;
  if (!modals) {
    // Opened before the modals' code has come: said to screen readers; the sheet follows in a moment.
    return comments || replies ? <span className="visually-hidden" role="status">{t('common.loading')}</span> : null;
  }
  return (
    <>
      {comments ? <OpenCommentModal modals={modals} contentId={comments.contentId} count={comments.count} /> : null}
      {replies ? <OpenReplyModal modals={modals} opened={replies} /> : null}
    </>
  );
}
