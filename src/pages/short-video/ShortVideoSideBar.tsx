import { useEffect, useState } from 'react';
import { countText } from '../../../core/domain/format/count.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { shareRequestOfItem } from '../../../core/platform/share/share-request.ts';
import { shareLoaded, sharingSoon } from '../../../core/platform/share/share-later.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { openCommentModal } from '../comments/comment-modal.ts';
import { ActionIcon, type ActionIconName } from '../details/icons.tsx';
import { useInteractions } from '../details/useInteractions.ts';
import { shortVideoMessages } from './short-video.messages.ts';

function SideButton({ icon, label, count, on, onClick, testId }: { icon: ActionIconName; label: string; count?: string; on?: boolean; onClick: () => void; testId: string }) {
  return (
    <button type="button" className={`short-side__button${on ? ' is-on' : ''}`} aria-label={label} aria-pressed={on} onClick={onClick} data-testid={testId}>
      <ActionIcon name={icon} filled={on} />
      {count !== undefined ? <span className="short-side__count" aria-hidden="true">{count}</span> : null}
    </button>
  );
}

/**
 * Spec 2 §2: the side bar of a short video: like, favourite and comment with their counts, share,
 * and publish (inside the app, which has the publish menu, spec 2 §6).
 */
export function ShortVideoSideBar({ item, onPublish }: { item: ContentItem; onPublish: (() => void) | null }) {
  const { services, bus } = useEngine();
  const t = useTexts(shortVideoMessages);
  const { like, favourite, toggle } = useInteractions(services, item, t);
  const [sharing, setSharing] = useState(false);
  useEffect(sharingSoon, []);
  const comments = countText(item.commentCountShow ?? item.totalComment ?? 0, 'interactions', t);
  return (
    <div className="short-side needs-app">
      <SideButton icon="like" testId="short-like" on={like.active} label={t('shortVideo.like', { count: like.count })} count={countText(like.count, 'interactions', t)} onClick={() => void toggle('like')} />
      <SideButton
        icon="favourite"
        testId="short-favourite"
        on={favourite.active}
        label={t('shortVideo.favourite', { count: favourite.count })}
        count={countText(favourite.count, 'interactions', t)}
        onClick={() => void toggle('favourite')}
      />
      <SideButton icon="comment" testId="short-comment" label={t('shortVideo.comment', { count: comments })} count={comments} onClick={() => openCommentModal(bus, item.id, item.commentCountShow ?? item.totalComment ?? 0)} />
      <SideButton
        icon="share"
        testId="short-share"
        label={t('shortVideo.share')}
        onClick={() => {
          if (sharing) return;
          setSharing(true);
          void shareLoaded(shareRequestOfItem(item), services.share).finally(() => setSharing(false));
        }}
      />
      {onPublish ? <SideButton icon="pen" testId="short-publish" label={t('shortVideo.publish')} onClick={onPublish} /> : null}
    </div>
  );
}
