import { useState } from 'react';
import { countText } from '../../../core/domain/format/count.ts';
import { LIKE_TYPE_DYNAMIC, toggleLike } from '../../../core/domain/interactions/interactions-api.ts';
import { safeCount } from '../../../core/domain/interactions/toggle.ts';
import { readerToggled } from '../../../core/domain/content/content-state.ts';
import { useContentState, useToggles } from '../../../core/domain/content/useContentState.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { ShareButton } from '../../../ui/share/ShareButton.tsx';
import type { Post } from './DynamicCard.tsx';
import { dynamicMessages } from './dynamic.messages.ts';

/**
 * Spec 2 §2: comment (opens the post), like (type dynamic, behind the login check; flips with the
 * server's answer) and share. The like is the page's content state (core/domain/content): the post's
 * vote page and every other list show the same.
 */
export function DynamicBar({ post, onComment }: { post: Post; onComment: () => void }) {
  const t = useTexts(dynamicMessages);
  const services = useServices();
  const state = useContentState();
  const { like } = useToggles(post);
  const [busy, setBusy] = useState(false);
  const comments = safeCount(post.totalComment);

  const onLike = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await services.session.requireLogin(t))) return;
      const outcome = await toggleLike(services.request, post.id, LIKE_TYPE_DYNAMIC);
      if (outcome.ok) readerToggled(state, post, 'like', outcome.active);
      else services.notices.show(outcome.notice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <footer className="dynamic__bar">
      <button type="button" className="dynamic__action dynamic__action--comment" onClick={onComment}>
        <span className="visually-hidden">{t('dynamic.comment')}</span>
        <span aria-hidden="true">{comments > 0 ? countText(comments, 'interactions', t) : t('dynamic.comment')}</span>
      </button>
      <button
        type="button"
        className={`dynamic__action dynamic__action--like${like.active ? ' dynamic__action--on' : ''}`}
        aria-pressed={like.active}
        disabled={busy}
        data-testid="dynamic-like"
        onClick={() => void onLike()}
      >
        <span className="visually-hidden">{t('dynamic.like')}</span>
        <span aria-hidden="true">{like.count > 0 ? countText(like.count, 'interactions', t) : t('dynamic.like')}</span>
      </button>
      <ShareButton item={post} className="dynamic__action dynamic__action--share" />
    </footer>
  );
}
