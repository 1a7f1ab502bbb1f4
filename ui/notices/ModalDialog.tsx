import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './chrome.css';

interface Props {
  /** Unset: the message alone names the dialog. */
  title?: string;
  message: string;
  /** The button that has focus when the dialog opens. */
  initialFocus: RefObject<HTMLButtonElement | null>;
  /** Escape (the dialog's cancel event). */
  onEscape: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The modal shell of the alert and the confirmation: the rest of the page is inert while it shows,
 * focus moves to `initialFocus` and returns to where it was when it closes.
 */
export function ModalDialog({ title, message, initialFocus, onEscape, className = '', children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // iOS before 15.4 has no <dialog> (the browser floor is 13.4): the element is shown by its
    // attribute and laid out above the page by chrome.css, without the inert rest.
    const modal = typeof element?.showModal === 'function';
    if (element && !element.hasAttribute('open')) {
      if (modal) element.showModal();
      else {
        element.setAttribute('open', '');
        element.setAttribute('data-no-modal', '');
      }
    }
    initialFocus.current?.focus();
    return () => {
      if (element?.hasAttribute('open')) {
        if (modal) element.close();
        else element.removeAttribute('open');
      }
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);
  return (
    <dialog
      ref={dialog}
      className={`alert ${className}`.trim()}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={title === undefined ? messageId : titleId}
      aria-describedby={title === undefined ? undefined : messageId}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      {title === undefined ? null : (
        <h2 id={titleId} className="alert__title">
          {title}
        </h2>
      )}
      <p id={messageId} className="alert__message">
        {message}
      </p>
      {children}
    </dialog>
  );
}
