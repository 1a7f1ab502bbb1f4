import { useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent } from 'react';
import { checkCommentText, countCharacters, cutToCharacters } from '../../../core/domain/comments/comment-rules.ts';
import type { ComposeTarget } from './usePublish.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { commentsPageMessages } from './comments.messages.ts';

interface ComposerProps {
  max: number;
  /**
   * The reply box stops at its limit (spec 2 §5: a 120 count limit); the comment input lets the reader
   * type on and says 'at most 50 characters can be commented' on publishing.
   */
  stopAtMax?: boolean;
  multiline?: boolean;
  placeholder: string;
  target: ComposeTarget | null;
  /** Spec 2 §4: the 'reply to' target is cleared when the input loses focus. */
  onTargetCleared: () => void;
  /** Changes when the input should take focus (a reader tapped 'reply'). */
  focusRequest?: number;
  forbidden?: boolean;
  busy: boolean;
  onPublish: (text: string, target: ComposeTarget | null) => Promise<boolean>;
}

const noSubscription = () => () => {};

/** The comment input with its counter and publish button (spec 2 §2, §5). */
export function Composer({ max, stopAtMax = false, multiline = false, placeholder, target, onTargetCleared, focusRequest = 0, forbidden = false, busy, onPublish }: ComposerProps) {
  const t = useTexts(commentsPageMessages);
  const ids = { field: useId(), counter: useId(), error: useId() };
  // What the reader typed into the server's page before it came alive: hydration renders the field as
  // the server did (empty), then shows the text again, so nothing typed is lost.
  const [typedEarly] = useState(() => (typeof document === 'undefined' ? '' : ((document.getElementById(ids.field) as HTMLInputElement | null)?.value ?? '')));
  const alive = useSyncExternalStore(noSubscription, () => true, () => false);
  const [typed, setValue] = useState<string | null>(null);
  const value = typed ?? (alive ? (stopAtMax ? cutToCharacters(typedEarly, max) : typedEarly) : '');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const publishButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRequest > 0) field.current?.focus();
  }, [focusRequest]);

  if (forbidden) {
    return (
      <p className="composer composer--forbidden" role="note" data-testid="composer">
        {t('comments.forbidden')}
      </p>
    );
  }

  const count = countCharacters(value);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCommentText(value, max);
    if (!checked.ok) {
      setError(t(checked.key, checked.params));
      field.current?.focus();
      return;
    }
    setError(null);
    if (await onPublish(checked.text, target)) {
      setValue('');
      onTargetCleared();
    }
  };
  const onBlur = (event: FocusEvent) => {
    // Tapping publish keeps the target: the reply goes where the reader meant it to.
    if (event.relatedTarget !== publishButton.current) onTargetCleared();
  };
  const Field = multiline ? 'textarea' : 'input';
  return (
    <form className={`composer${multiline ? ' composer--multiline' : ''}`} data-testid="composer" onSubmit={(event) => void submit(event)} noValidate>
      <div className="composer__box">
        <Field
          ref={field}
          id={ids.field}
          className="composer__field"
          value={value}
          rows={multiline ? 3 : undefined}
          enterKeyHint="send"
          placeholder={target ? t('comments.replyTo', { name: target.nickname }) : placeholder}
          aria-label={target ? t('comments.replyTo', { name: target.nickname }) : placeholder}
          aria-describedby={`${ids.counter}${error ? ` ${ids.error}` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue(stopAtMax ? cutToCharacters(event.target.value, max) : event.target.value);
            setError(null);
          }}
          onBlur={onBlur}
        />
        <span id={ids.counter} className={`composer__counter${count > max ? ' composer__counter--over' : ''}`} aria-label={t('comments.counterLabel', { count, max })} data-testid="composer-counter">
          {t('comments.counter', { count, max })}
        </span>
      </div>
      <button ref={publishButton} type="submit" className="composer__publish" disabled={busy} onMouseDown={(event) => event.preventDefault()}>
        {busy ? t('comments.publishing') : t('comments.publish')}
      </button>
      {error ? (
        <p id={ids.error} className="composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
