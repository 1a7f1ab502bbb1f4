import { useEffect, useState } from 'react';
import { countText } from '../../../core/domain/format/count.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { shareRequestOfItem } from '../../../core/platform/share/share-request.ts';
import { shareLoaded, sharingSoon } from '../../../core/platform/share/share-later.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { ShareHintOverlay } from '../../../ui/share/ShareHintOverlay.tsx';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { allCommentsHref } from '../../../core/domain/comments/comment-rules.ts';
import { onPlainClick } from '../../../ui/link/plain-click.ts';
import { BOTTOM_BAR_MARK, useRootMark } from '../../../ui/page-marks/use-root-mark.ts';
import { ActionIcon } from './icons.tsx';
import { openCommentModal } from './lazy-neighbours.tsx';
import { useInteractions, type ToggleKind, type ToggleView } from './useInteractions.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from '../comments/comments.messages.ts';
import { detailPageMessages } from './detail.messages.ts';
import { shareUiMessages } from '../../../ui/share/share.messages.ts';

function ToggleButton({ kind, view, onToggle }: { kind: ToggleKind; view: ToggleView; onToggle: () => void }) {
  const t = useTexts(commentsPageMessages, detailPageMessages, shareUiMessages);
  const label = t(kind === 'like' ? 'detail.like' : 'detail.favourite');
  return (
    <button
      type="button"
      className={`needs-app action-bar__action action-bar__action--${kind}${view.active ? ' is-on' : ''}${view.confirming ? ' is-confirming' : ''}`}
      aria-pressed={view.active}
      aria-busy={view.busy || undefined}
      data-testid={`action-${kind}`}
      onClick={onToggle}
    >
      <ActionIcon name={kind} filled={view.active} />
      <span className="visually-hidden">{label}</span>
      <span className="action-bar__count" data-testid={`${kind}-count`}>
        {countText(view.count, 'interactions', t)}
      </span>
      {view.confirming ? (
        <span className="action-bar__burst" aria-hidden="true">
          +1
        </span>
      ) : null}
    </button>
  );
}

/**
 * Shares the content as every page does (core/platform/share, like src/ui/share/ShareButton): the app's share
 * sheet in the app, WeChat's hint there, else the system sheet or the copied link. Busy until it ends.
 */
function ShareAction({ item }: { item: ContentItem }) {
  const t = useTexts(commentsPageMessages, detailPageMessages, shareUiMessages);
  const services = useServices();
  const [busy, setBusy] = useState(false);
  useEffect(sharingSoon, []);
  const onClick = async () => {
    setBusy(true);
    try {
      await shareLoaded(shareRequestOfItem(item), services.share);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="action-bar__action needs-app" aria-label={t('share.button')} disabled={busy} aria-busy={busy || undefined} onClick={() => void onClick()}>
        <ActionIcon name="share" />
      </button>
      <ShareHintOverlay />
    </>
  );
}

/** Spec 2 §2: the like / favourite / comment / share bar at the foot of the article. */
export function ActionBar({ item }: { item: ContentItem }) {
  const { bus, services } = useEngine();
  const t = useTexts(commentsPageMessages, detailPageMessages, shareUiMessages);
  const { like, favourite, toggle } = useInteractions(services, item, t);
  const comment = () => {
    if (item.disableComment) services.notices.show({ kind: 'toast', text: { key: 'comments.forbidden' } });
    // The sheet repeats this bar's count (comments and replies), so the two never disagree.
    else void openCommentModal(bus, item.id, comments);
  };
  const comments = item.commentCountShow ?? item.totalComment ?? 0;
  useRootMark(BOTTOM_BAR_MARK);
  return (
    <section className="action-bar" aria-label={t('detail.actions')}>
      <button type="button" className="action-bar__input tap-area needs-app" onClick={comment}>
        <ActionIcon name="pen" />
        <span>{t('comments.placeholder')}</span>
      </button>
      {/* A link to all comments (issue 32: without scripts it leads there); a tap opens the comment sheet. */}
      <a href={allCommentsHref(item.id)} className="action-bar__action" onClick={onPlainClick(comment)}>
        <ActionIcon name="comment" />
        <span className="visually-hidden">{t('detail.comment')}</span>
        <span className="action-bar__count">{countText(comments, 'interactions', t)}</span>
      </a>
      <ToggleButton kind="like" view={like} onToggle={() => void toggle('like')} />
      <ToggleButton kind="favourite" view={favourite} onToggle={() => void toggle('favourite')} />
      <ShareAction item={item} />
    </section>
  );
}
