import { useEffect, useState } from 'react';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { shareRequestOfItem, type ShareableItem } from '../../core/platform/share/share-request.ts';
import { shareLoaded, sharingSoon } from '../../core/platform/share/share-later.ts';
import type { ShareContext, ShareOutcome } from '../../core/platform/share/sharing.ts';
import { ShareHintOverlay } from './ShareHintOverlay.tsx';
import './share.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { shareUiMessages } from './share.messages.ts';

export interface ShareButtonProps {
  /** The content item to share: its share title/brief/picture/address, else title/brief/thumbnail/detail. */
  item: ShareableItem;
  /** false: icon only (the word stays the button's accessible name). */
  showLabel?: boolean;
  className?: string;
  /** Replaces the services' share context (its bridge, notices, hint or WeChat set-up). */
  context?: ShareContext;
  onShared?: (outcome: ShareOutcome) => void;
}

/** A 'share' button doing what `share()` does where the page runs; it waits for one share to end. */
export function ShareButton({ item, showLabel = true, className = '', context: given, onShared }: ShareButtonProps) {
  const { services } = useEngine();
  const t = useTexts(shareUiMessages);
  const context = given ?? services.share;
  const [busy, setBusy] = useState(false);
  useEffect(sharingSoon, []);

  const onClick = async () => {
    setBusy(true);
    try {
      onShared?.(await shareLoaded(shareRequestOfItem(item), context));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={`share-button tap-area needs-app ${className}`.trim()} disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
        <svg className="share-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M14 5l6 6-6 6M20 11H10a6 6 0 0 0-6 6v2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={showLabel ? undefined : 'visually-hidden'}>{t('share.button')}</span>
      </button>
      <ShareHintOverlay hint={context.hint} />
    </>
  );
}
