import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CONTENT_MISSING_ROUTE } from '../../../core/domain/detail/detail-variants.ts';
import { countText } from '../../../core/domain/format/count.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { thumbnails } from '../../../ui/thumb/Thumb.tsx';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { PlayerView } from '../../../ui/player/PlayerView.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { useOpenItem } from '../../open/useOpenItem.ts';
import { ContentMissing } from '../details/ContentMissingPage.tsx';
import { Copyright, REPRINT_CONTACT } from '../details/Copyright.tsx';
import { detailPageMessages } from '../details/detail.messages.ts';
import { useDetail } from '../details/useDetail.ts';
import { RELATED_PANEL_ID, RelatedVideos } from './RelatedVideos.tsx';
import { cardMessages } from '../../../ui/card/card.messages.ts';
import { videoMessages } from './video.messages.ts';
import './video.css';

/**
 * Spec 2 §2: /videoDetail (query id, optional preview, category_name), and spec 1's /video?id=:
 * the player, title, source, copyright and report block, the related list.
 */
export default function VideoDetailPage() {
  const engine = useEngine();
  const t = useTexts(videoMessages, cardMessages, detailPageMessages);
  const query = new URLSearchParams(useSearch());
  const id = query.get('id')?.trim() || null;
  const preview = query.get('preview') === '1';
  const category = query.get('category_name')?.trim() || null;
  const { state, retry } = useDetail(engine.services, id, preview, false, 'video');
  const [, navigate] = useLocation();
  const open = useOpenItem('video-detail');
  useEffect(() => {
    if (state.status === 'missing') navigate(CONTENT_MISSING_ROUTE, { replace: true });
  }, [state.status, navigate]);
  const item = state.status === 'ready' ? state.item : null;
  return (
    <div className="page page--video-detail">
      <TitleBar title={category ?? t('video.titleVideo')} heading={false} backTo={ROUTE.video.path} />
      <main className="video-detail" aria-busy={state.status === 'loading'}>
        {/* Spec 2 §8: "'no news ID' for missing id" (code 5101, an unknown id, leads to 'content does not exist'). */}
        {state.status === 'no-id' ? <ContentMissing text={t('detail.noNewsId')} /> : item ? (
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
            <header className="video-detail__header">
              <h1 className="video-detail__title">{item.title}</h1>
              <p className="video-detail__meta">
                {item.source || item.issuerName ? <span>{t('video.source', { source: item.source || item.issuerName || '' })}</span> : null}
                {item.showTime ? <time dateTime={item.showTime}>{item.showTime}</time> : null}
                {item.viewCountShow ? <span>{t('card.reads', { count: countText(item.viewCountShow, 'video-list', t) })}</span> : null}
              </p>
            </header>
            <Copyright item={item} />
            <p className="video-detail__report">
              <a href={`mailto:${REPRINT_CONTACT.mail}?subject=${encodeURIComponent(`${t('video.report')}: ${item.title} (${item.id})`)}`}>{t('video.report')}</a>
            </p>
            <RelatedVideos item={item} onOpen={open} />
          </>
        ) : (
          <>
            <div className="player player--skeleton" aria-hidden="true" />
            <ListPlaceholder status={state.status === 'failed' ? 'failed' : 'loading'} reload={retry} failedText={t('video.loadFailed')} />
          </>
        )}
      </main>
    </div>
  );
}
