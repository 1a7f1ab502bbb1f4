import { readerToggled } from '../../../core/domain/content/content-state.ts';
import { useContentState, useUnfavoured } from '../../../core/domain/content/useContentState.ts';
import type { FavourKind, FavourTab } from '../../../core/domain/favourites/favourite-tabs.ts';
import { FAVOUR_MORE_PAGE_SIZE } from '../../../core/domain/favourites/favourite-tabs.ts';
import { PanelView } from '../../../core/engine/render/PanelView.tsx';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { FeedFooter } from '../../../ui/placeholders/FeedFooter.tsx';
import { FeedSkeleton } from '../../../ui/placeholders/FeedSkeleton.tsx';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { PullToRefresh } from '../../../ui/pull-to-refresh/PullToRefresh.tsx';
import { useFeed } from '../../feed/useFeed.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { favouritesMessages } from './favourites.messages.ts';

const EMPTY_TEXT: Record<FavourKind, 'favourites.emptyVideos' | 'favourites.emptyLive' | 'favourites.emptyNews'> = {
  video: 'favourites.emptyVideos',
  live: 'favourites.emptyLive',
  news: 'favourites.emptyNews',
};

/**
 * One favourites tab (spec 2 §2, §4): the reader's favourites of its category with pull-to-refresh
 * and infinite load; each row can be unfavourited ('unfavourited successfully', the row goes); an
 * empty list says what it lacks.
 */
export function FavouriteList({ tab }: { tab: FavourTab }) {
  const t = useTexts(favouritesMessages);
  const engine = useEngine();
  const { services } = engine;
  const feed = useFeed(engine, tab.categoryCode, { loadMorePageSize: FAVOUR_MORE_PAGE_SIZE });
  const onOpen = useOpenItem('favourites');
  // Unfavoured here or on any other screen of the page (a detail opened from the list): the row goes.
  const contentState = useContentState();
  const unfavoured = useUnfavoured();
  const { state } = feed;
  if (state.status === 'loading') return <FeedSkeleton />;
  if (state.status === 'failed') return <ListPlaceholder status="failed" reload={feed.retry} failedText={t('favourites.loadFailed')} />;
  const panel = state.panels.find((entry) => entry.status === 'ok');
  const entries = panel?.status === 'ok' ? panel.items.filter((entry) => entry.status !== 'ok' || !unfavoured(entry.item.id)) : [];
  const shown = entries.filter((entry) => entry.status === 'ok');

  const unfavourite = async (item: ContentItem) => {
    // The toggle's module lives with the feed's cards: it loads on the first tap, not with the page.
    const { toggleFavour } = await import('../../../core/domain/interactions/interactions-api.ts');
    const outcome = await toggleFavour(services.request, item.id, item.type);
    if (!outcome.ok) return services.notices.show(outcome.notice);
    // The answer is the new state: false, it is no longer a favourite.
    if (outcome.active) return undefined;
    services.notices.show({ kind: 'toast', text: { raw: t('favourites.unfavourited') } });
    readerToggled(contentState, item, 'favourite', false);
    return undefined;
  };

  return (
    <PullToRefresh onRefresh={feed.refresh}>
      {shown.length === 0 ? (
        <StateMessage
          kind="empty"
          textTestId="favourites-empty"
          text={t(tab.kind ? EMPTY_TEXT[tab.kind] : 'favourites.emptyNews')}
          hint={t('favourites.emptyHint')}
          actions={[{ label: t('page.backHome'), href: '/' }]}
        />
      ) : (
        <ul className="favourites-list" data-testid="favourites-list">
          {entries.map((entry, i) => (
            <li key={entry.status === 'ok' ? entry.item.id : `dropped-${i}`} className="favourites-row">
              {/* Each row is its panel with one item (untitled): the card the feed would show, beside its own button. */}
              {panel?.status === 'ok' ? <PanelView entry={{ ...panel, panel: { ...panel.panel, name: '' }, items: [entry] }} onOpen={onOpen} /> : null}
              {entry.status === 'ok' ? (
                <button type="button" className="favourites-row__remove" aria-label={t('favourites.unfavourite', { title: entry.item.title })} onClick={() => void unfavourite(entry.item)}>
                  <span className="star-mark star-mark--on" aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {shown.length === 0 && !state.hasMore ? null : <FeedFooter status={state.hasMore ? 'has-more' : 'end'} onLoadMore={feed.loadMore} />}
    </PullToRefresh>
  );
}
