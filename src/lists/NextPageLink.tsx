import { useLocation, useSearch } from 'wouter';
import { PAGE_QUERY, pageAddressWith } from '../../core/domain/open/page-address.ts';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { onPlainClick } from '../../ui/link/plain-click.ts';
import { listMessages } from './lists.messages.ts';
import './lists.css';

interface Props {
  /** The page after the last one shown. */
  page: number;
  /** Loads it under the list (the tap of a page with scripts). */
  onLoad: () => Promise<void>;
}

/**
 * Issue 32: 'more' as a link to the list's next page (`?page=N`), which the server renders: what a
 * page without scripts, a crawler or a long press's 'open in new tab' follow. A plain tap loads the
 * page in place, as the load-more line does when it comes into view.
 */
export function NextPageLink({ page, onLoad }: Props) {
  const t = useTexts(listMessages);
  const [path] = useLocation();
  const search = useSearch();
  return (
    <p className="list-next">
      <a className="list-next__link" rel="next" href={pageAddressWith(path, search, PAGE_QUERY, String(page))} data-testid="list-next" onClick={onPlainClick(() => void onLoad().catch(() => undefined))}>
        {t('list.nextPage')}
      </a>
    </p>
  );
}
