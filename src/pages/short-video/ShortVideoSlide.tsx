import { countText } from '../../../core/domain/format/count.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { PlayerView } from '../../../ui/player/PlayerView.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { shortVideoMessages } from './short-video.messages.ts';
import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import { WhenPageLive } from '../../routes/WhenPageLive.tsx';

type SideBarProps = { item: ContentItem; onPublish: (() => void) | null };
/**
 * The side bar only answers taps: the server's HTML of it shows at once, its code and hydration come
 * once the page is live or the reader reaches for it (issue 31: not among the scripts before ready).
 */
const LazySideBar = reportedLazy<SideBarProps>('src/pages/short-video/ShortVideoSideBar.tsx', () => import('./ShortVideoSideBar.tsx').then((m) => ({ default: m.ShortVideoSideBar })));

/** Spec 2 §6 (our bound): at most 3 video elements alive: the current video and its two neighbours. */
export const LIVE_NEIGHBOURS = 1;

interface Props {
  item: ContentItem;
  index: number;
  current: number;
  panelId: string | null;
  /** The view count the server answered when this video was shown. */
  views: number | undefined;
  onPublish: (() => void) | null;
}

/** One short video: the player (or only its poster, far from the current one), the user bar, the text and the side bar. */
export function ShortVideoSlide({ item, index, current, panelId, views, onPublish }: Props) {
  const t = useTexts(shortVideoMessages);
  const poster = thumbnails(item.thumbnailUrl)[0] ?? null;
  const near = Math.abs(index - current) <= LIVE_NEIGHBOURS;
  const count = views ?? item.viewCountShow;
  return (
    <section className="short-slide" data-index={index} data-current={index === current} aria-roledescription="slide" aria-label={item.title} data-testid="short-slide">
      {near ? (
        <PlayerView src={item.playUrl} title={item.title} poster={poster} contentId={item.id} panelId={panelId} orientation={item.orientation} autoPlay={index === current} loop bare />
      ) : poster ? (
        <img className="short-slide__poster" src={poster} alt="" loading="lazy" decoding="async" />
      ) : null}
      <div className="short-slide__info">
        {item.issuerName ? (
          <p className="short-user">
            {item.issuerImageUrl ? <img className="short-user__avatar" src={item.issuerImageUrl} alt="" width="36" height="36" /> : null}
            <span className="short-user__name">{item.issuerName}</span>
          </p>
        ) : null}
        <h2 className="short-slide__text">{item.title}</h2>
        {count !== null && count !== undefined ? (
          <p className="short-slide__views" data-testid="short-views">
            {t('shortVideo.views', { count: countText(count, 'views', t) })}
          </p>
        ) : null}
      </div>
      <WhenPageLive>
        <LazySideBar item={item} onPublish={onPublish} />
      </WhenPageLive>
    </section>
  );
}
