import { useEngine } from '../../../core/render/engine.tsx';
import type { ListStatus } from './useCommentPages.ts';

/**
 * What a comment or reply list shows before its first page: a spinner while loading, or the failure
 * with a retry. Null once the list has its page.
 */
export function ListPlaceholder({ status, reload }: { status: ListStatus; reload: () => void }) {
  const { t } = useEngine();
  if (status === 'loading') {
    return (
      <div className="comments-loading" role="status">
        <span className="load-more__spinner" aria-hidden="true" />
        {t('common.loading')}
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="comments-failed" role="alert">
        <p>{t('comments.loadFailed')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return null;
}
