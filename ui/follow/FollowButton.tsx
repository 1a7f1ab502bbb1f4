import { useState } from 'react';
import { readerFollowed } from '../../core/domain/content/content-state.ts';
import { useContentState, useFollowing } from '../../core/domain/content/useContentState.ts';
import { setFollow } from '../../core/domain/interactions/interactions-api.ts';
import { useServices } from '../../core/engine/render/engine.tsx';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { followMessages } from './follow.messages.ts';
import './follow.css';

/**
 * Spec 2 §4: when the button shows its new state. The detail header and the dynamic card flip once the
 * server agreed; user search results flip at once and flip back when the server refuses.
 */
export type FollowFlip = 'after-success' | 'at-once';

interface Props {
  authorId: string;
  initiallyFollowing: boolean;
  flip?: FollowFlip;
  /** Whom the button follows, for its accessible name ('follow 长沙发布'). */
  name?: string;
  className?: string;
}

/**
 * Spec 2 §4: follow toggles between 'follow' and 'followed' (dimmed), behind the login check. Not
 * shown for the reader's own content. Whom the reader follows is the page's content state
 * (core/domain/content): a follow here shows on every card and result of that user.
 */
export function FollowButton({ authorId, initiallyFollowing, flip = 'after-success', name, className = '' }: Props) {
  const t = useTexts(followMessages);
  const services = useServices();
  const state = useContentState();
  const following = useFollowing(authorId, initiallyFollowing);
  const setFollowing = (value: boolean) => readerFollowed(state, authorId, value);
  const [busy, setBusy] = useState(false);
  if (services.session.userId() === authorId) return null;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const wanted = !following;
    try {
      if (!(await services.session.requireLogin(t))) return;
      if (flip === 'at-once') setFollowing(wanted);
      const outcome = await setFollow(services.request, authorId, wanted);
      if (outcome.ok) setFollowing(outcome.active);
      else {
        setFollowing(!wanted);
        services.notices.show(outcome.notice);
      }
    } finally {
      setBusy(false);
    }
  };
  const label = following ? t('follow.followed') : t('follow.follow');
  return (
    <button
      type="button"
      className={`follow-button tap-area${following ? ' follow-button--on' : ''} ${className}`.trim()}
      // An at-once flip stays tappable while the server answers; the other waits for it.
      disabled={busy && flip === 'after-success'}
      aria-label={name ? `${label} ${name}` : undefined}
      onClick={() => void toggle()}
    >
      {following ? null : <span aria-hidden="true">+ </span>}
      {label}
    </button>
  );
}
