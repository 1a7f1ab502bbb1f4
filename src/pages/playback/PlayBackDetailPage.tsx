import { useStartAtTop } from '../../routes/useStartAtTop.ts';
import { playbackDetailCall } from '../../../core/domain/playback/playback-api.ts';
import { formatDuration } from '../../../core/domain/format/count.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { PlayerView } from '../../../ui/player/PlayerView.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { ContentMissing } from '../details/ContentMissing.tsx';
import { PlaybackRow, PlaybackRowsSkeleton } from './PlaybackRow.tsx';
import { playbackMessages } from './playback.messages.ts';
import { useIdQuery, useRecord } from './useRecord.ts';
import { useWonderful } from './useWonderful.ts';
import './playback.css';


function Wonderful({ contentId }: { contentId: string }) {
  const t = useTexts(playbackMessages);
  const state = useWonderful(contentId);
  if (state.status === 'failed' || (state.status === 'ready' && state.items.length === 0)) return null;
  return (
    <section className="playback-wonderful" aria-labelledby="playback-wonderful">
      <h2 id="playback-wonderful" className="playback-section-title">
        {t('playback.wonderful')}
      </h2>
      {state.status === 'loading' ? (
        <PlaybackRowsSkeleton rows={3} />
      ) : (
        <ul className="playback-list" data-testid="wonderful-list">
          {state.items.map((item) => (
            <PlaybackRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Playback({ item }: { item: ContentItem }) {
  const t = useTexts(playbackMessages);
  // Each playback (one opened from the list below too) starts at the top of the page.
  useStartAtTop();
  return (
    <article className="playback-detail">
      <PlayerView
        src={item.playUrl}
        title={item.title}
        poster={thumbnails(item.thumbnailUrl)[0] ?? null}
        contentId={item.id}
        liveStatus={item.liveStatus}
        orientation={item.orientation}
      />
      <div className="playback-detail__text">
        <h1 className="playback-detail__title">{item.title}</h1>
        <p className="playback-detail__meta">
          {item.showTime ? <time>{item.showTime.slice(0, 10)}</time> : null}
          {item.playDuration ? <span>{t('playback.duration', { duration: formatDuration(item.playDuration) })}</span> : null}
        </p>
        {item.brief ? (
          <section aria-labelledby="playback-summary">
            <h2 id="playback-summary" className="playback-section-title">
              {t('playback.summary')}
            </h2>
            <p className="playback-detail__summary">{item.brief}</p>
          </section>
        ) : null}
      </div>
      <Wonderful contentId={item.id} />
    </article>
  );
}

/** Spec 2 §2: one playback (/playBackDetail?id): the player, title, summary and the wonderful videos. */
export default function PlayBackDetailPage() {
  const t = useTexts(playbackMessages);
  const id = useIdQuery();
  const { state, retry } = useRecord(playbackDetailCall, id, 'playback');
  const item = state.status === 'ready' ? state.item : null;

  return (
    <div className="page page--playback-detail">
      <TitleBar title={item?.title ?? t('playback.title')} heading={false} />
      <main aria-busy={state.status === 'loading'}>
        {state.status === 'no-id' ? <ContentMissing text={t('playback.noId')} /> : null}
        {state.status === 'loading' || state.status === 'missing' ? (
          <div aria-hidden="true" data-testid="playback-detail-skeleton">
            <span className="playback-skeleton__block playback-detail__player-skeleton" />
            <PlaybackRowsSkeleton rows={3} />
          </div>
        ) : null}
        <ListPlaceholder status={state.status === 'failed' ? 'failed' : 'ready'} reload={retry} failedText={t('playback.loadFailed')} />
        {item ? <Playback key={item.id} item={item} /> : null}
      </main>
    </div>
  );
}
