import { useRef } from 'react';
import { ModalDialog } from './ModalDialog.tsx';

export interface ConfirmDialogProps {
  /** Unset: the message alone names the question. */
  title?: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A modal question with cancel and confirm (e.g. spec 2 §5: delete all history searches?). Focus
 * starts on cancel (the safe answer); Escape cancels.
 */
export function ConfirmDialog({ title, message, cancelLabel, confirmLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog title={title} message={message} initialFocus={cancel} onEscape={onCancel} className="confirm">
      <div className="confirm__buttons">
        <button ref={cancel} type="button" className="alert__confirm confirm__cancel" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="alert__confirm" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
