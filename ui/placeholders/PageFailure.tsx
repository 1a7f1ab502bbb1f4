import { useEngine } from '../../core/engine/render/engine.tsx';
import './state-message.css';

interface FailureProps {
  /** What failed, in the reader's words. */
  text: string;
  /** Asks again (the feed), or renders the page afresh (the boundary's retry). */
  retry: () => void;
  /** Also offers the way back to the news (a plain link: it works even when the app's routing is what failed). */
  home?: boolean;
}

/**
 * The failure state of the home's first bundle, in StateMessage's markup and look (ui/placeholders/
 * StateMessage.tsx): that component stays out of the first bundle (its 85 KB budget), this lean copy
 * is what a failed home or page shows, without loading anything more.
 */
export function FailureMessage({ text, retry, home = false }: FailureProps) {
  const { t } = useEngine();
  return (
    <div className="state-message" role="alert">
      <span className="state-picture state-picture--failure" aria-hidden="true" />
      <p className="state-message__text">{text}</p>
      <div className="state-message__actions">
        <button type="button" className="button state-message__action" onClick={retry}>
          {t('common.retry')}
        </button>
        {home ? (
          <a href="/" className="button state-message__action">
            {t('page.backHome')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** What a page that failed to render shows instead of a blank screen: the error catalogue's words, a retry, and the way back to the news. */
export function PageFailure({ retry }: { retry: () => void }) {
  const { t } = useEngine();
  return (
    <main className="page page-failure">
      <FailureMessage text={t('error.smallProblem')} retry={retry} home />
    </main>
  );
}
