import type { ContentItem } from '../../../schemas/generated/types.ts';
import { PanelView } from '../../../core/render/PanelView.tsx';
import { useTexts } from '../../../core/render/useTexts.ts';
import type { SearchList as ListName } from '../../../core/search/search-calls.ts';
import type { SearchPanelSpec } from '../../../core/search/search-panel.ts';
import { FeedFooter } from '../../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { searchMessages } from './search.messages.ts';
import { SearchNoResult } from './SearchStates.tsx';
import { useSearchList, type SearchListState } from './useSearchList.ts';

interface Props {
  list: ListName;
  keyword: string;
  spec: SearchPanelSpec;
  onOpen: (item: ContentItem, panelId: string) => void;
  /**
   * Lists shown above this one, first page only (the topics, the live rails): the skeleton stays
   * until they have answered too, so nothing moves when they arrive. Empty or failed: left out.
   */
  above?: readonly SearchListState[];
}

/**
 * One list of results: a skeleton while the first page comes, its panel (cards by the registry),
 * 'no related results found' when empty, a retry after a failure, and paging at the end.
 */
export function SearchList({ list, keyword, spec, onOpen, above = [] }: Props) {
  const t = useTexts(searchMessages);
  const { state, loadMore, retry } = useSearchList(list, keyword, spec);
  if (state.status === 'loading' || above.some((other) => other.status === 'loading')) return <FeedSkeleton />;
  const companions = above.flatMap((other) => (other.status === 'ready' && !other.empty ? [other.panel] : []));
  const shownAbove = companions.map((panel) => <PanelView key={panel.status === 'ok' ? panel.panel.id : 'dropped'} entry={panel} onOpen={onOpen} />);
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={retry} failedText={t('search.loadFailed')} />;
  if (state.empty && companions.length === 0) {
    return <SearchNoResult textTestId="search-empty" text={t('search.noResults')} />;
  }
  return (
    <>
      {shownAbove}
      <div data-testid={`search-list-${list}`}>
        {state.empty ? null : <PanelView entry={state.panel} onOpen={onOpen} />}
        <FeedFooter status={state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />
      </div>
    </>
  );
}
