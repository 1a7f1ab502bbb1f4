import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { COMPLAINT_REASONS, NOT_INTERESTED_REASON, type AdvertReason, type ComplaintPopupState } from './advert-feedback.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { advertMessages } from './advert.messages.ts';

interface Props {
  state: Exclude<ComplaintPopupState, 'closed'>;
  onChoose: (reason: AdvertReason) => void;
  onToggleList: () => void;
  onClose: () => void;
}

/** The advert's close popup: 'not interested', and the complaint reasons folded under 'complaint'. */
export function ComplaintPopup({ state, onChoose, onToggleList, onClose }: Props) {
  const t = useTexts(advertMessages);
  const titleId = useId();
  const listId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const unfolded = state === 'unfolded';
  return createPortal(
    <div className="ad-popup" data-testid="complaint-popup" data-state={state}>
      <div className="ad-popup__backdrop" aria-hidden="true" onClick={onClose} />
      <div className="ad-popup__sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="ad-popup__title">
          {t('advert.feedback')}
        </h2>
        <ul className="ad-popup__rows">
          <li>
            <button ref={first} type="button" className="ad-popup__row" onClick={() => onChoose(NOT_INTERESTED_REASON)}>
              {t(NOT_INTERESTED_REASON)}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="ad-popup__row ad-popup__row--fold"
              aria-expanded={unfolded}
              aria-controls={listId}
              onClick={onToggleList}
            >
              {t('advert.complaint')}
            </button>
            <ul id={listId} className="ad-popup__reasons" hidden={!unfolded}>
              {COMPLAINT_REASONS.map((reason) => (
                <li key={reason}>
                  <button type="button" className="ad-popup__reason" onClick={() => onChoose(reason)}>
                    {t(reason)}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        </ul>
        <button type="button" className="ad-popup__cancel" onClick={onClose}>
          {t('advert.cancel')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
