import { useEngine } from '../../core/render/engine.tsx';
import './placeholders.css';

interface Props {
  /** Renders the page afresh (the boundary's retry), or reloads the document for the whole app. */
  retry: () => void;
}

/**
 * What a page that failed to render shows instead of a blank screen: the error catalogue's words, a
 * retry, and the way back to the news.
 */
export function PageFailure({ retry }: Props) {
  const { t } = useEngine();
  return (
    <main className="page page-failure" role="alert">
      <span className="page-failure__mark" aria-hidden="true">!</span>
      <p>{t('error.smallProblem')}</p>
      <div className="page-failure__actions">
        <button type="button" className="button" onClick={retry}>
          {t('common.retry')}
        </button>
        {/* A plain link: it works even when the app's own routing is what failed. */}
        <a href="/" className="button">
          {t('page.backHome')}
        </a>
      </div>
    </main>
  );
}
