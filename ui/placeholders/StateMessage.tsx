import { Link } from 'wouter';
import { onPlainClick } from '../link/plain-click.ts';
import './state-message.css';

/** Which picture a state shows (drawn in state-message.css, so no script carries it). */
export type StateKind = 'empty' | 'no-result' | 'not-found' | 'failure' | 'search' | 'sign-in';

/**
 * What the reader can do next: `onClick`, or `href` (an app route, followed in the app; with `plain`,
 * a plain link, for pages where the app's own routing may be what failed). `onClick` with a `plain`
 * `href`: a link whose plain tap does `onClick` and which a page without scripts follows (issue 32).
 */
export interface StateAction {
  label: string;
  onClick?: () => void;
  href?: string;
  plain?: boolean;
}

const ACTION_CLASS = 'button state-message__action';

interface Props {
  kind: StateKind;
  /** The one sentence that says what happened. */
  text: string;
  /** A second, quieter line: why, or what to try. */
  hint?: string;
  actions?: readonly StateAction[];
  role?: 'alert' | 'status';
  /** `main` when the state is the whole page. */
  as?: 'main' | 'div';
  className?: string;
  /** Test id of the sentence (tests read the sentence alone). */
  textTestId?: string;
  testId?: string;
}

/**
 * The one way the app shows an empty, no-result, not-found or failed state (issue 29): a picture, a
 * sentence, and what to do next, so no state is a lone grey line.
 */
export function StateMessage({ kind, text, hint, actions = [], role, as: Box = 'div', className = '', textTestId, testId }: Props) {
  return (
    <Box className={`state-message ${className}`} role={role} data-testid={testId}>
      <span className={`state-picture state-picture--${kind}`} aria-hidden="true" />
      <p className="state-message__text" data-testid={textTestId}>
        {text}
      </p>
      {hint ? <p className="state-message__hint">{hint}</p> : null}
      {actions.length > 0 ? (
        <div className="state-message__actions">
          {actions.map(({ label, onClick, href = '/', plain }) =>
            onClick && plain ? (
              <a key={label} href={href} className={ACTION_CLASS} onClick={onPlainClick(onClick)}>
                {label}
              </a>
            ) : onClick ? (
              <button key={label} type="button" className={ACTION_CLASS} onClick={onClick}>
                {label}
              </button>
            ) : plain ? (
              <a key={label} href={href} className={ACTION_CLASS}>
                {label}
              </a>
            ) : (
              <Link key={label} href={href} className={ACTION_CLASS}>
                {label}
              </Link>
            ),
          )}
        </div>
      ) : null}
    </Box>
  );
}
