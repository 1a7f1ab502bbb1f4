import { useCallback, useState } from 'react';
import { isSuccessCode } from '../../../core/engine/http/answer-notice.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { advertMessages } from './advert.messages.ts';
import { notInterestedPath, REASON_CONTENT_LANGUAGE, type AdvertReason, type ComplaintPopupState } from './advert-feedback.ts';

/** The reason's words in the CMS's language. */
const reasonText = (reason: AdvertReason): string => advertMessages[REASON_CONTENT_LANGUAGE][reason];
const codeOf = (answer: unknown): unknown => (typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : undefined);

/**
 * The complaint popup's state and the removal a reason causes (spec 2 §2, §7): the advert leaves the
 * feed at once (bus 'item:removed'); the call's failure is only logged.
 */
export function useAdvertFeedback(item: ContentItem, panelId: string) {
  const { bus, services } = useEngine();
  const [popup, setPopup] = useState<ComplaintPopupState>('closed');
  const [removed, setRemoved] = useState(false);

  const choose = useCallback(
    (reason: AdvertReason) => {
      setPopup('closed');
      setRemoved(true);
      bus.emit('item:removed', { panelId, itemId: item.id });
      services
        .request(notInterestedPath(item.id), {
          method: 'POST',
          params: { id: item.id, content: reasonText(reason) },
          notify: false,
        })
        .then((answer) => {
          if (!isSuccessCode(codeOf(answer))) console.warn('advert not-interested call refused', item.id, answer);
        })
        .catch((error: unknown) => console.warn('advert not-interested call failed', item.id, error));
    },
    [bus, services, item.id, panelId],
  );

  return {
    popup,
    removed,
    open: useCallback(() => setPopup('folded'), []),
    close: useCallback(() => setPopup('closed'), []),
    toggleList: useCallback(() => setPopup((state) => (state === 'unfolded' ? 'folded' : 'unfolded')), []),
    choose,
  };
}
