import { useEngine } from '../../core/engine/render/engine.tsx';
import { LoadMoreTrigger } from '../pull-to-refresh/LoadMoreTrigger.tsx';
import '../pull-to-refresh/pull-to-refresh.css';
import './state-message.css';

/** Spec 2 §4 list footer: loading, has-more (the load-more line), the end ('bottom line'), empty. */
export type FeedFooterStatus = 'loading' | 'has-more' | 'end' | 'empty';

interface Props {
  status: FeedFooterStatus;
  /** Loads the next page: a list with more has one (a list at its end needs none). */
  onLoadMore?: () => Promise<void>;
}

/** The line under a list, telling the reader whether more is coming. */
export function FeedFooter({ status, onLoadMore }: Props) {
  const { t } = useEngine();
  switch (status) {
    case 'loading':
      return (
        <div className="load-more" data-testid="feed-footer" data-status={status} role="status">
          <span className="load-more__spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      );
    case 'has-more':
      return onLoadMore ? <LoadMoreTrigger hasMore onLoadMore={onLoadMore} /> : null;
    case 'end':
      return (
        <p className="feed-end" data-testid="feed-footer" data-status={status}>
          {t('feed.bottomLine')}
        </p>
      );
    case 'empty':
      // StateMessage's markup, not the component: it stays out of the home's first bundle (PageFailure.tsx says why).
      return (
        <div className="state-message" data-testid="feed-footer" data-status={status}>
          <span className="state-picture state-picture--empty" aria-hidden="true" />
          <p className="state-message__text">{t('feed.noData')}</p>
        </div>
      );
  }
}
