import { useCallback, useRef } from 'react';
import type { CardProps } from '../../../core/engine/registry/types.ts';
import { useEngine, useServices } from '../../../core/engine/render/engine.tsx';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';
import { cardTags, sourceBesideTags } from '../../../ui/card/card-tags.ts';
import { TagBadges } from '../../../ui/card/CardTags.tsx';
import { ItemHit } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { ADVERT_EVENTS } from './advert-events.ts';
import { advertTrackingParams } from './advert-feedback.ts';
import { ComplaintPopup } from './ComplaintPopup.tsx';
import { useExposure } from '../../../ui/exposure/useExposure.ts';
import { useAdvertFeedback } from './useAdvertFeedback.ts';
import './advert.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { advertMessages } from './advert.messages.ts';

/** Advert pictures: 4:3 beside the title for listStyle 1, 2 or unset, else 16:9 under it. */
export const ADVERT_THUMB_RATIO = 4 / 3;
export const ADVERT_LARGE_RATIO = 16 / 9;
const BESIDE_TITLE_STYLES: readonly (number | null)[] = [LIST_STYLE.thumbnail, LIST_STYLE.thumbnailToo, null];

/** An advert (spec 2 §2): its own layout with the 'ad' tag and a close icon opening the complaint popup. */
export default function AdvertCard({ item, panelId, onOpen }: CardProps) {
  const { tracking } = useServices();
  const { t: core } = useEngine();
  const tags = cardTags(item, core);
  const source = sourceBesideTags(item.source, tags);
  const t = useTexts(advertMessages);
  const root = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const feedback = useAdvertFeedback(item, panelId);
  const href = useItemAddress(item, panelId);
  useExposure(root, () => tracking.track(ADVERT_EVENTS.exposure, advertTrackingParams(item, panelId)));
  const close = feedback.close;
  const closePopup = useCallback(() => {
    close();
    closeButton.current?.focus();
  }, [close]);
  if (feedback.removed) return null;

  const beside = BESIDE_TITLE_STYLES.includes(item.listStyle ?? null);
  const picture = thumbnails(item.thumbnailUrl)[0];
  const open = () => {
    tracking.track(ADVERT_EVENTS.click, advertTrackingParams(item, panelId));
    onOpen(item);
  };
  return (
    <article ref={root} className={`card card--advert${beside ? ' card--advert-beside' : ''}`} data-item-id={item.id} data-testid="card">
      <ItemHit href={href} className="card__hit card-advert__hit" onOpen={open}>
        <span className="card__title card__title--clamp">{item.title}</span>
        {picture || !beside ? (
          <Thumb
            src={picture}
            alt=""
            ratio={beside ? ADVERT_THUMB_RATIO : ADVERT_LARGE_RATIO}
            className={beside ? 'card__thumb' : 'card__large'}
          />
        ) : null}
      </ItemHit>
      <div className="card-advert__foot">
        <span className="card-meta">
          <TagBadges tags={tags} />
          {source ? <span className="card-meta__source">{source}</span> : null}
        </span>
        <button
          ref={closeButton}
          type="button"
          className="card-advert__close needs-app"
          aria-label={t('advert.close')}
          aria-haspopup="dialog"
          onClick={feedback.open}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {feedback.popup !== 'closed' ? (
        <ComplaintPopup state={feedback.popup} onChoose={feedback.choose} onToggleList={feedback.toggleList} onClose={closePopup} />
      ) : null}
    </article>
  );
}
