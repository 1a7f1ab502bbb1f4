import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import type { ContentItem, ServiceLink } from '../../../schemas/generated/types.ts';
import { WhenPageLive } from '../../routes/WhenPageLive.tsx';

/*
 * The detail page's parts that only answer taps: the server's HTML of each shows at once, and each
 * one's code (and its hydration) comes once the page is ready and idle, or when the reader reaches
 * for it (src/routes/WhenPageLive.tsx). Issue 31: the article's scripts before ready are its reading,
 * not its buttons. Each is reported to the server's render, which inlines its chunk's styles.
 */

const LazyActionBar = reportedLazy<{ item: ContentItem }>('src/pages/details/ActionBar.tsx', () => import('./ActionBar.tsx').then((m) => ({ default: m.ActionBar })));
const LazySpeechButton = reportedLazy<{ item: ContentItem }>('src/pages/details/tts/SpeechButton.tsx', () => import('./tts/SpeechButton.tsx').then((m) => ({ default: m.SpeechButton })));
type FollowProps = { item: ContentItem; authorId: string };
const LazyAuthorFollow = reportedLazy<FollowProps>('src/pages/details/AuthorFollow.tsx', () => import('./AuthorFollow.tsx').then((m) => ({ default: m.AuthorFollow })));
const LazyShareLink = reportedLazy<{ item: ContentItem }>('src/pages/details/ShareLink.tsx', () => import('./ShareLink.tsx').then((m) => ({ default: m.ShareLink })));
type RelatedProps = { services: readonly ServiceLink[]; onOpen: (address: string) => void };
const LazyRelatedServices = reportedLazy<RelatedProps>('src/pages/details/RelatedServices.tsx', () => import('./RelatedServices.tsx').then((m) => ({ default: m.RelatedServices })));
type WidgetProps = { contentId: string; widgetName: string | null; onOpen: (address: string) => void };
const LazyWidgetPopup = reportedLazy<WidgetProps>('src/pages/details/WidgetPopup.tsx', () => import('./WidgetPopup.tsx').then((m) => ({ default: m.WidgetPopup })));

/** Spec 2 §2: the like / favourite / comment / share bar (the article's and the vote's). */
export function ActionBarSlot({ item }: { item: ContentItem }) {
  return (
    <WhenPageLive className="action-bar-slot">
      <LazyActionBar item={item} />
    </WhenPageLive>
  );
}

/** Spec 2 §2: the read-aloud button, in the header's line (its holder takes no box of its own). */
export function SpeechSlot({ item }: { item: ContentItem }) {
  return (
    <WhenPageLive as="span" className="live-slot--inline">
      <LazySpeechButton item={item} />
    </WhenPageLive>
  );
}

/** Spec 2 §4: the author's follow button, in the author's line. */
export function FollowSlot(props: FollowProps) {
  return (
    <WhenPageLive as="span" className="live-slot--inline">
      <LazyAuthorFollow {...props} />
    </WhenPageLive>
  );
}

/** Spec 2 §2, sources=slh: the share link to copy. */
export function ShareLinkSlot({ item }: { item: ContentItem }) {
  return (
    <WhenPageLive>
      <LazyShareLink item={item} />
    </WhenPageLive>
  );
}

/** Spec 2 §2: the related services and their 'more' link. */
export function RelatedServicesSlot(props: RelatedProps) {
  return (
    <WhenPageLive>
      <LazyRelatedServices {...props} />
    </WhenPageLive>
  );
}

/** Spec 2 §2: the closable popup widget (it fetches its picture's answer itself). */
export function WidgetPopupSlot(props: WidgetProps) {
  return (
    <WhenPageLive>
      <LazyWidgetPopup {...props} />
    </WhenPageLive>
  );
}
