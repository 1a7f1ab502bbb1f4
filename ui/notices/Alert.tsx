import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { textOf, type NoticeCentre } from '../../core/engine/http/notices.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import './chrome.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { noticesMessages } from './notices.messages.ts';

/** Spec 2 §9: an alert closes itself after 500000 ms. */
export const ALERT_AUTO_CLOSE_MS = 500000;

export interface AlertProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** The reader confirmed (button or Escape), or the alert closed itself. */
  onConfirm: () => void;
  autoCloseMs?: number;
}

/**
 * A modal alert dialog: the rest of the page is inert while it shows, focus moves to its button and
 * returns to where it was when it closes.
 */
export function Alert({ title, message, confirmLabel, onConfirm, autoCloseMs = ALERT_AUTO_CLOSE_MS }: AlertProps) {
  const button = useRef<HTMLButtonElement>(null);
  const autoClose = useEffectEvent(onConfirm);
  useEffect(() => {
    const timer = setTimeout(() => autoClose(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);
  return (
    <ModalDialog title={title} message={message} initialFocus={button} onEscape={onConfirm}>
      <button ref={button} type="button" className="alert__confirm" onClick={onConfirm}>
        {confirmLabel}
      </button>
    </ModalDialog>
  );
}

/** Shows the notice centre's alert until it is confirmed (spec 1 §8: once until confirmed). */
export function AlertHost({ centre: given }: { centre?: NoticeCentre }) {
  const { services } = useEngine();
  const t = useTexts(noticesMessages);
  const centre = given ?? services.notices;
  const { alert } = useSyncExternalStore(centre.subscribe, centre.getSnapshot, centre.getSnapshot);
  if (!alert) return null;
  return (
    <Alert
      key={alert.id}
      title={textOf(alert.title, t)}
      message={textOf(alert.text, t)}
      confirmLabel={t('notice.confirm')}
      onConfirm={() => centre.confirmAlert(alert.id)}
    />
  );
}
