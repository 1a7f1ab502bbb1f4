import { useEffect, useId, useRef } from 'react';
import './chrome.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A modal question with cancel and confirm (e.g. spec 2 §5: delete all history searches?). The page
 * is inert behind it; focus starts on cancel (the safe answer), Escape cancels, and focus returns
 * to where it was.
 */
export function ConfirmDialog({ title, message, cancelLabel, confirmLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      if (element?.open) element.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="alert confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="alert__title">
        {title}
      </h2>
      <p id={messageId} className="alert__message">
        {message}
      </p>
      <div className="confirm__buttons">
        <button ref={cancel} type="button" className="alert__confirm confirm__cancel" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="alert__confirm" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
