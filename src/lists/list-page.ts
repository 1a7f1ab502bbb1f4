import { useLocation, useSearch } from 'wouter';
import { listPageAddress, listPageOf } from '../../core/domain/open/page-address.ts';

/**
 * Issue 32: a paged list's page is in its address (`?page=`), so 'more' is a link to the next page,
 * which the server renders: a page without scripts pages through the list. With scripts 'more' loads
 * in place. The list starts at the page the address names.
 */
export function useListPage(): { page: number; addressOf: (page: number) => string } {
  const [path] = useLocation();
  const search = useSearch();
  return { page: listPageOf(search), addressOf: (page) => listPageAddress(path, search, page) };
}
