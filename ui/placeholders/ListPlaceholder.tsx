import { useEngine } from '../../core/engine/render/engine.tsx';
import { StateMessage } from './StateMessage.tsx';
import './placeholders.css';

/** Where a paged list stands before its first page is shown. */
export type ListStatus = 'loading' | 'ready' | 'failed';

interface Props {
  status: ListStatus;
  reload: () => void;
  /** The list's own failure text, e.g. 'comments could not be loaded'. */
  failedText: string;
}

/** What a list shows before its first page: a spinner while loading, or the failure state with a retry. Null once ready. */
export function ListPlaceholder({ status, reload, failedText }: Props) {
  const { t } = useEngine();
  if (status === 'loading') {
    return (
      <div className="list-placeholder list-placeholder--loading" role="status">
        <span className="load-more__spinner" aria-hidden="true" />
        {t('common.loading')}
      </div>
    );
  }
  if (status === 'failed') {
    return <StateMessage kind="failure" role="alert" className="list-placeholder--failed" text={failedText} actions={[{ label: t('common.retry'), onClick: reload }]} />;
  }
  return null;
}
