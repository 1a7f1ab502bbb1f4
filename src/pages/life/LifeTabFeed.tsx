import { useLayoutEffect } from 'react';
import type { PanelEntry } from '../../../core/engine/render/composite.ts';
import { LIFE_MORE_PAGE_SIZE, scrollTopOnTabSwitch, type LifeTabKey } from '../../../core/domain/life/life-tabs.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { isAdvert } from '../../../core/domain/rules/advert-types.ts';
import type { Landing } from '../../../ui/tabs/kept-tabs.tsx';
import { FeedView } from '../../feed/FeedView.tsx';
import { useFeed } from '../../feed/useFeed.ts';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { useFeedLive } from '../../ssr/feed-after-ready.ts';

/** Does the feed open with a carousel carrying adverts (spec 2 §2: its offset is 292 px, else 98)? */
const opensWithAdvertCarousel = (panels: readonly PanelEntry[]): boolean => {
  const first = panels[0];
  return first?.status === 'ok' && first.panel.typeCode === 'core.carousel' && first.items.some((entry) => entry.status === 'ok' && isAdvert(entry.item));
};

export interface LifeTabFeedProps {
  categoryCode: LifeTabKey;
  onRendered: (where: Landing) => void;
  failedText: string;
}

/**
 * One tab's feed of the life home: a fresh feed per tab (its own first page, refresh and cursor). Its
 * code (the feed's, the panels') loads once the page is ready (src/pages/life/LifePage.tsx): the
 * server's feed stays in place meanwhile, its taps held until this has hydrated.
 */
export default function LifeTabFeed({ categoryCode, onRendered, failedText }: LifeTabFeedProps) {
  const engine = useEngine();
  const feed = useFeed(engine, categoryCode, { loadMorePageSize: LIFE_MORE_PAGE_SIZE });
  const onOpen = useOpenItem('life');
  const panels = feed.state.status === 'ready' ? feed.state.panels : null;
  const rendered = panels !== null;
  useFeedLive();
  // Its panels have rendered (not yet painted): the page can land at the offset its carousel asks for.
  useLayoutEffect(() => {
    if (!panels) return;
    const advertCarousel = opensWithAdvertCarousel(panels);
    onRendered((from) => scrollTopOnTabSwitch(from, advertCarousel));
    // Once, when the first page has rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rendered]);
  return (
    <div className="feed" aria-busy={feed.state.status === 'loading'}>
      <FeedView feed={feed} onOpen={onOpen} failedText={failedText} />
    </div>
  );
}
