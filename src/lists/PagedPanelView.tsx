import { PanelView } from '../../core/engine/render/PanelView.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { FeedFooter } from '../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../ui/placeholders/FeedSkeleton.tsx';
import { ListPlaceholder } from '../../ui/placeholders/ListPlaceholder.tsx';
import { NextPageLink } from './NextPageLink.tsx';
import type { PagedPanelState } from './usePagedPanel.ts';

interface Props {
  state: PagedPanelState;
  loadMore: () => Promise<void>;
  retry: () => void;
  onOpen: (item: ContentItem, panelId: string) => void;
  failedText: string;
  testId?: string;
  /** The address of the list's next page: 'more' links there (issue 32). */
  nextHref?: string;
}

/**
 * A paged list of items (spec 2 §4 list footer): a skeleton while its first page comes, the failure
 * with a retry, 'no data' when empty, else its panel with the load-more line and the bottom line.
 */
export function PagedPanelView({ state, loadMore, retry, onOpen, failedText, testId, nextHref }: Props) {
  if (state.status === 'loading') return <FeedSkeleton />;
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={retry} failedText={failedText} />;
  return (
    <div data-testid={testId}>
      {state.empty ? null : <PanelView entry={state.panel} onOpen={onOpen} />}
      <FeedFooter status={state.empty ? 'empty' : state.hasMore ? 'has-more' : 'end'} onLoadMore={loadMore} />
      {nextHref && state.hasMore ? <NextPageLink href={nextHref} /> : null}
    </div>
  );
}
