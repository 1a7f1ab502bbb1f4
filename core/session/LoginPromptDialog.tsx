import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Translate } from '../i18n/i18n.ts';
import './session-ui.css';

interface LoginPromptDialogProps {
  t: Translate;
  onAnswer(goToLogin: boolean): void;
}

/** Spec 1 §4: 'not logged in yet, please log in first' with cancel and go to login. Escape cancels. */
export function LoginPromptDialog({ t, onAnswer }: LoginPromptDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="login-prompt"
      aria-labelledby="login-prompt-message"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <p id="login-prompt-message" className="login-prompt__message">
        {t('session.notLoggedIn')}
      </p>
      <div className="login-prompt__actions">
        <button type="button" onClick={() => onAnswer(false)}>
          {t('session.cancel')}
        </button>
        <button type="button" autoFocus onClick={() => onAnswer(true)}>
          {t('session.goToLogin')}
        </button>
      </div>
    </dialog>
  );
}

/** Shows the prompt above the page in its own root; resolves true for "go to login". */
export function showLoginPrompt(t: Translate, doc: Document = document): Promise<boolean> {
  const host = doc.createElement('div');
  doc.body.appendChild(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const answer = (goToLogin: boolean) => {
      root.unmount();
      host.remove();
      resolve(goToLogin);
    };
    root.render(<LoginPromptDialog t={t} onAnswer={answer} />);
  });
}
