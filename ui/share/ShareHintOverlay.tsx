import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ShareHintStore } from '../../core/platform/share/share-hint.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import './share.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { shareUiMessages } from './share.messages.ts';

/**
 * Spec 1 §8, share inside the chat app: a dimmed screen with an arrow to WeChat's top-right menu and
 * 'tap the top right to share to Moments'; a tap (or Escape) anywhere dismisses it. Mount it once per
 * page (ShareButton brings one too: only the first mounted draws, so it never shows twice).
 */
export function ShareHintOverlay({ hint: given }: { hint?: ShareHintStore }) {
  const { services } = useEngine();
  const t = useTexts(shareUiMessages);
  const hint = given ?? services.share.hint;
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { open, host } = useSyncExternalStore(hint.subscribe, hint.getSnapshot, hint.getSnapshot);
  const showing = open && host === id;

  useEffect(() => hint.attach(id), [hint, id]);
  useEffect(() => {
    if (!showing) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    button.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [showing]);

  if (!showing) return null;
  return createPortal(
    <button
      ref={button}
      type="button"
      className="share-hint"
      data-testid="share-hint"
      onClick={() => hint.dismiss()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hint.dismiss();
      }}
    >
      <svg className="share-hint__arrow" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <path d="M14 112 C 30 60, 60 34, 100 22" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeDasharray="10 9" />
        <path d="M82 10 L 108 20 L 90 42" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="share-hint__text">{t('share.weChatHint')}</span>
    </button>,
    document.body,
  );
}
