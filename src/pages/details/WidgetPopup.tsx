import { useState } from 'react';
import { widgetCall } from '../../../core/domain/detail/detail-api.ts';
import { useCall } from '../../../core/engine/render/use-call.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

interface Props {
  contentId: string;
  widgetName: string | null;
  onOpen: (address: string) => void;
}

/**
 * Spec 2 §2: the optional popup widget (openWidget): its picture (widgetUrl) floats over the page,
 * a tap follows redirectUrl, the close button puts it away for this page.
 */
export function WidgetPopup({ contentId, widgetName, onOpen }: Props) {
  const t = useTexts(detailPageMessages);
  const { state } = useCall(widgetCall, { contentId, widgetName });
  const widget = state.status === 'ready' ? state.value : null;
  const [closed, setClosed] = useState(false);
  // The popup shows once its picture loaded (or failed): growing with it, it would jump up the screen.
  const [pictureSettled, setPictureSettled] = useState(false);

  if (!widget || closed) return null;
  const { redirectUrl } = widget;
  const settle = () => setPictureSettled(true);
  const picture = <img src={widget.widgetUrl} alt={t('detail.widget')} className="widget-popup__image" width="96" height="96" onLoad={settle} onError={settle} />;
  return (
    <aside className="widget-popup" aria-label={t('detail.widget')} data-testid="widget-popup" hidden={!pictureSettled}>
      {redirectUrl ? (
        <button type="button" className="widget-popup__open" onClick={() => onOpen(redirectUrl)}>
          {picture}
        </button>
      ) : (
        picture
      )}
      <button type="button" className="widget-popup__close" aria-label={t('detail.close')} onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
