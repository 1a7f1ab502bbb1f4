import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { Suspense, useEffect } from 'react';
import { LazyContentMissing } from '../details/lazy-content-missing.ts';
import { reportedLazy } from '../../../core/engine/render/rendered-chunks.tsx';
import { WhenPageLive } from '../../routes/WhenPageLive.tsx';
import { useLocation, useSearch } from 'wouter';
import { CONTENT_MISSING_ROUTE } from '../../../core/domain/detail/detail-variants.ts';
import { countText } from '../../../core/domain/format/count.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { PlayerView } from '../../../ui/player/PlayerView.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { useHandedCard } from '../../open/useHandedCard.ts';
import { DEFAULT_ORIENTATION } from '../../../core/domain/video/media.ts';
import { isPortraitVideo } from '../../../core/domain/rules/layout.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { Copyright, REPRINT_CONTACT } from '../details/Copyright.tsx';
import { contentMessages } from '../details/content.messages.ts';
import { contentPageTitle } from '../details/content-page-title.ts';
import { useDetail } from '../details/useDetail.ts';
import { RELATED_PANEL_ID, videoDetailsCall } from '../../../core/domain/video/video-calls.ts';
import { cardMessages } from '../../../ui/card/card.messages.ts';
import { videoMessages } from './video.messages.ts';
import './video.css';

/**
 * The related list only answers taps (its cards are links): the server's HTML of it shows at once, its
 * code and hydration come once the page is live or the reader reaches for it (issue 31).
 */
const LazyRelated = reportedLazy<{ item: ContentItem }>('src/pages/video/RelatedVideos.tsx', () => import('./RelatedVideos.tsx').then((m) => ({ default: m.VideoDetailRelated })));

/** The video's title, source, time and views: the answer's, or a tapped card's while it arrives (the same boxes). */
function VideoHeader({ item }: { item: ContentItem }) {
  const t = useTexts(videoMessages, cardMessages);
  return (
    <header className="video-detail__header">
      <h1 className="video-detail__title">{item.title}</h1>
      <p className="video-detail__meta">
        {item.source || item.issuerName ? <span>{t('video.source', { source: item.source || item.issuerName || '' })}</span> : null}
        {item.showTime ? <time dateTime={item.showTime}>{item.showTime}</time> : null}
        {item.viewCountShow ? <span>{t('card.reads', { count: countText(item.viewCountShow, 'video-list', t) })}</span> : null}
      </p>
    </header>
  );
}

/**
 * Spec 2 §2: /videoDetail (query id, optional preview, category_name), and spec 1's /video?id=:
 * the player, title, source, copyright and report block, the related list.
 */
export default function VideoDetailPage() {
  const engine = useEngine();
  const t = useTexts(videoMessages, cardMessages, contentMessages);
  const query = new URLSearchParams(useSearch());
  const id = query.get('id')?.trim() || null;
  const preview = query.get('preview') === '1';
  const category = query.get('category_name')?.trim() || null;
  const { state, retry } = useDetail(engine.services, id, preview, false, videoDetailsCall);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (state.status === 'missing') navigate(CONTENT_MISSING_ROUTE, { replace: true });
  }, [state.status, navigate]);
  const item = state.status === 'ready' ? state.item : null;
  const card = useHandedCard(id, item !== null);
  // The card shows while the answer loads, never beside a failure.
  const shown = state.status === 'loading' ? card : null;
  const poster = thumbnails(shown?.thumbnailUrl)[0] ?? null;
  return (
    <div className="page page--video-detail">
      <TitleBar
        title={category ?? t('video.titleVideo')}
        heading={false}
        backTo={ROUTE.video.path}
        documentTitle={item?.title ? contentPageTitle(t, item.title) : true}
      />
      <main className="video-detail" aria-busy={state.status === 'loading'}>
        {/* Spec 2 §8: "'no news ID' for missing id" (code 5101, an unknown id, leads to 'content does not exist'). */}
        {state.status === 'no-id' ? (
          <Suspense fallback={null}>
            <LazyContentMissing text={t('detail.noNewsId')} />
          </Suspense>
        ) : item ? (
          <>
            <PlayerView
              src={item.playUrl}
              title={item.title}
              poster={thumbnails(item.thumbnailUrl)[0] ?? null}
              contentId={item.id}
              panelId={RELATED_PANEL_ID}
              liveStatus={item.liveStatus}
              orientation={item.orientation}
            />
            <VideoHeader item={item} />
            <Copyright item={item} />
            <p className="video-detail__report">
              <a href={`mailto:${REPRINT_CONTACT.mail}?subject=${encodeURIComponent(`${t('video.report')}: ${item.title} (${item.id})`)}`}>{t('video.report')}</a>
            </p>
            <WhenPageLive>
              <LazyRelated item={item} />
            </WhenPageLive>
          </>
        ) : (
          <>
            {/* Instant open (issue 28 item 6): the tapped card's poster and header while the answer arrives. */}
            <div className={`player player--skeleton${shown && isPortraitVideo(Number(shown.orientation ?? DEFAULT_ORIENTATION)) ? ' player--portrait' : ''}`} aria-hidden="true">
              {poster ? <img className="player__poster" src={poster} alt="" data-testid="lead-picture" /> : null}
            </div>
            {shown ? <VideoHeader item={shown} /> : null}
            <ListPlaceholder status={state.status === 'failed' ? 'failed' : 'loading'} reload={retry} failedText={t('video.loadFailed')} />
          </>
        )}
      </main>
    </div>
  );
}
