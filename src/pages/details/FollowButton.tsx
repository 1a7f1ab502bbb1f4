import { useState } from 'react';
import { setFollow } from '../../../core/interactions/interactions-api.ts';
import { useServices } from '../../../core/render/engine.tsx';
import { useTexts } from '../../../core/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

/**
 * Spec 2 §4: follow toggles between 'follow' and 'followed' (dimmed), flipping once the server agreed.
 * Not shown for the reader's own content.
 */
export function FollowButton({ authorId, initiallyFollowing }: { authorId: string; initiallyFollowing: boolean }) {
  const t = useTexts(detailPageMessages);
  const services = useServices();
  const [following, setFollowing] = useState(initiallyFollowing);
  const [busy, setBusy] = useState(false);
  if (services.session.userId() === authorId) return null;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await services.session.requireLogin(t))) return;
      const outcome = await setFollow(services.request, authorId, !following);
      if (outcome.ok) setFollowing(outcome.active);
      else services.notices.show(outcome.notice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`follow-button${following ? ' follow-button--on' : ''}`} disabled={busy} onClick={() => void toggle()}>
      {following ? null : <span aria-hidden="true">+ </span>}
      {following ? t('detail.followed') : t('detail.follow')}
    </button>
  );
}
