import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listPageAddress } from '../../../core/domain/open/page-address.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { SearchList as ListName } from '../../../core/domain/search/search-calls.ts';
import type { SearchPanelSpec } from '../../../core/domain/search/search-panel.ts';
import { FeedFooter } from '../../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { NextPageLink } from '../../lists/NextPageLink.tsx';
import { MoreButton } from './MoreButton.tsx';
import { searchMessages } from './search.messages.ts';
import { SearchNoResult } from './SearchStates.tsx';
import { useSearchList, type SearchListState } from './useSearchList.ts';

/** A list shown above the results (the topics, a live rail), with its next page when it pages. */
export interface ListAbove {
  state: SearchListState;
  more?: { label: string; load: () => Promise<void> };
}

interface Props {
  list: ListName;
  keyword: string;
  spec: SearchPanelSpec;
  onOpen: (item: ContentItem, panelId: string) => void;
  /**
   * Lists shown above this one, first page only (the topics, the live rails): the skeleton stays
   * until they have answered too, so nothing moves when they arrive. Empty or failed: left out.
   */
  above?: readonly ListAbove[];
  /** The page the address names (`?page=`) when this is the tab it names: the list starts there. */
  startPage?: number;
}

/**
 * One list of results: a skeleton while the first page comes, its panel (cards by the registry),
 * 'no related results found' when empty, a retry after a failure, and paging at the end.
 */
export function SearchList({ list, keyword, spec, onOpen, above = [], startPage = 1 }: Props) {
  const t = useTexts(searchMessages);
  // The page the list started at, for this keyword: another tab's address (page dropped) leaves a kept tab's pages as they are.
  const [start, setStart] = useState({ keyword, page: startPage });
  if (start.keyword !== keyword) setStart({ keyword, page: startPage });
  const { state, loadMore, retry, lastPage } = useSearchList(list, keyword, spec, { startPage: start.keyword === keyword ? start.page : startPage });
  const [path] = useLocation();
  const search = useSearch();
  if (state.status === 'loading' || above.some((other) => other.state.status === 'loading')) return <FeedSkeleton />;
  // The first panel shown leads the first screen: its first picture loads at once (a likely largest paint).
  const leadAbove = above.findIndex(({ state: other }) => other.status === 'ready' && !other.empty);
  const shownAbove = above.flatMap(({ state: other, more }, index) =>
    other.status === 'ready' && !other.empty ? [
      <PanelView key={other.panel.status === 'ok' ? other.panel.panel.id : 'dropped'} entry={other.panel} onOpen={onOpen} firstScreen={index === leadAbove} />,
      more && other.hasMore ? <MoreButton key={`${other.panel.status === 'ok' ? other.panel.panel.id : 'dropped'}-more`} label={more.label} onLoad={more.load} /> : null,
    ] : [],
  );
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={retry} failedText={t('search.loadFailed')} />;
  // Spec 2 §2 "Empty result: 'no related results found'": said whenever this list found nothing, topics above or not.
  const empty = <SearchNoResult textTestId="search-empty" text={t('search.noResults')} />;
  if (state.empty && shownAbove.length === 0) return empty;
  return (
    <>
      {shownAbove}
      <div data-testid={`search-list-${list}`}>
        {state.empty ? empty : <PanelView entry={state.panel} onOpen={onOpen} firstScreen={leadAbove === -1} />}
        {state.empty ? null : <FeedFooter status={state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />}
        {!state.empty && state.hasMore ? <NextPageLink href={listPageAddress(path, search, lastPage + 1)} /> : null}
      </div>
    </>
  );
}
