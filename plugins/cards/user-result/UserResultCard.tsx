import { useRecordAnswer } from '../../../core/domain/content/useContentState.ts';
import type { CardProps } from '../../../core/engine/registry/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ContentItem, UserResult } from '../../../schemas/generated/types.ts';
import { ItemHit } from '../../../ui/card/CardLink.tsx';
import { FollowButton } from '../../../ui/follow/FollowButton.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { useItemAddress } from '../../item-links.ts';
import { userResultMessages } from './user-result.messages.ts';
import './user-result.css';

/** Spec 2 §3: certMark 'yellow-v' shows a yellow V; any other mark a blue one. */
export const YELLOW_CERT_MARK = 'yellow-v';

/**
 * Spec 2 §2, §4: a user found by search: avatar, nickname, certification mark and a follow button
 * that flips at once (behind the login check). Tapping the user opens their home.
 */
export default function UserResultCard({ item, panelId, onOpen }: CardProps) {
  const user = item as ContentItem & UserResult;
  const t = useTexts(userResultMessages);
  useRecordAnswer(user); // whetherFollow: the user's dynamic cards show the same
  const mark = user.certMark?.trim() || null;
  const yellow = mark === YELLOW_CERT_MARK;
  // In the button's name: its aria-label is all a screen reader says of it (a hidden text inside is not).
  const certification = mark ? t(yellow ? 'user.certifiedYellow' : 'user.certified') : null;
  // Issue 32: a link to the user's home (a long press or no script follows it); a tap asks the openers.
  const href = useItemAddress(user, panelId);
  return (
    <article className="card card--user" data-item-id={user.id} data-testid="card">
      <ItemHit
        href={href}
        className="user-result__who"
        onOpen={() => onOpen(user)}
        label={certification ? t('user.homeCertified', { name: user.title, cert: certification }) : t('user.home', { name: user.title })}
      >
        <span className="user-result__avatar">
          <Thumb src={user.head} alt="" ratio={1} columnShare={0.11} />
          {mark ? <span className={`user-result__cert user-result__cert--${yellow ? 'yellow' : 'other'}`} data-testid="cert-mark" data-mark={mark} aria-hidden="true" /> : null}
        </span>
        <span className="user-result__name">{user.title}</span>
      </ItemHit>
      <FollowButton authorId={user.id} initiallyFollowing={user.whetherFollow === true} flip="at-once" name={user.title} />
    </article>
  );
}
