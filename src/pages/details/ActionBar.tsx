import { formatCount } from '../../../core/format/count.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { useDetailServices } from './detail-services.ts';
import { ActionIcon } from './icons.tsx';
import { openCommentModal } from './lazy-neighbours.tsx';
import { shareContent } from './share.ts';
import { useInteractions, type ToggleKind, type ToggleView } from './useInteractions.ts';

function ToggleButton({ kind, view, onToggle }: { kind: ToggleKind; view: ToggleView; onToggle: () => void }) {
  const { t } = useEngine();
  const label = t(kind === 'like' ? 'detail.like' : 'detail.favourite');
  return (
    <button
      type="button"
      className={`action-bar__action action-bar__action--${kind}${view.active ? ' is-on' : ''}${view.confirming ? ' is-confirming' : ''}`}
      aria-pressed={view.active}
      aria-busy={view.busy || undefined}
      data-testid={`action-${kind}`}
      onClick={onToggle}
    >
      <ActionIcon name={kind} filled={view.active} />
      <span className="visually-hidden">{label}</span>
      <span className="action-bar__count" data-testid={`${kind}-count`}>
        {formatCount(view.count, t('count.tenThousand'))}
      </span>
      {view.confirming ? (
        <span className="action-bar__burst" aria-hidden="true">
          +1
        </span>
      ) : null}
    </button>
  );
}

/** Spec 2 §2: the like / favourite / comment / share bar at the foot of the article. */
export function ActionBar({ item }: { item: ContentItem }) {
  const { t } = useEngine();
  const services = useDetailServices();
  const { like, favourite, toggle } = useInteractions(services, item, t);
  const comment = () => {
    if (item.disableComment) services.notify({ kind: 'toast', text: { key: 'comments.forbidden' } });
    else void openCommentModal(item.id);
  };
  const comments = item.commentCountShow ?? item.totalComment ?? 0;
  return (
    <section className="action-bar" aria-label={t('detail.actions')}>
      <button type="button" className="action-bar__input" onClick={comment}>
        <ActionIcon name="pen" />
        <span>{t('comments.placeholder')}</span>
      </button>
      <button type="button" className="action-bar__action" onClick={comment}>
        <ActionIcon name="comment" />
        <span className="visually-hidden">{t('detail.comment')}</span>
        <span className="action-bar__count">{formatCount(comments, t('count.tenThousand'))}</span>
      </button>
      <ToggleButton kind="like" view={like} onToggle={() => void toggle('like')} />
      <ToggleButton kind="favourite" view={favourite} onToggle={() => void toggle('favourite')} />
      <button type="button" className="action-bar__action" aria-label={t('detail.share')} onClick={() => void shareContent(services, item, window.location.href)}>
        <ActionIcon name="share" />
      </button>
    </section>
  );
}
