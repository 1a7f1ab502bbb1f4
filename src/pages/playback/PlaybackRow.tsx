import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { Link } from 'wouter';
import { formatDuration } from '../../../core/domain/format/count.ts';
import { playbackBrief } from '../../../core/domain/format/text-cut.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { playbackMessages } from './playback.messages.ts';

/** Spec 2 §2: where a playback opens. */
export const playbackHref = (id: string) => ROUTE.playBackDetail.link({ id });

/** Rows on the first screen load their pictures at once (the largest paint is one of them). */
export const EAGER_ROWS = 3;

/** Spec 2 §2, §5: a playback row: picture with its duration badge (hh:mm:ss, hours only if any), title, brief cut from 20 characters, date. */
export function PlaybackRow({ item, eager = false }: { item: ContentItem; eager?: boolean }) {
  const t = useTexts(playbackMessages);
  const duration = item.playDuration ? formatDuration(item.playDuration) : null;
  const brief = playbackBrief(item.brief);
  return (
    <li className="playback-row" data-testid="playback-row">
      <Link href={playbackHref(item.id)} className="playback-row__link">
        <span className="playback-row__picture">
          <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={16 / 9} eager={eager} />
          {duration ? (
            <span className="playback-row__duration" aria-label={t('playback.duration', { duration })}>
              {duration}
            </span>
          ) : null}
        </span>
        <span className="playback-row__text">
          <span className="playback-row__title">{item.title}</span>
          {brief ? <span className="playback-row__brief">{brief}</span> : null}
          {item.showTime ? (
            <time className="playback-row__date" data-testid="playback-date">
              {item.showTime.slice(0, 10)}
            </time>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** Rows while the list loads, at the rows' own size. */
export function PlaybackRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="playback-list playback-list--skeleton" aria-hidden="true" data-testid="playback-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="playback-row">
          <span className="playback-row__picture playback-skeleton__block" />
          <span className="playback-row__text">
            <span className="playback-skeleton__line" />
            <span className="playback-skeleton__line playback-skeleton__line--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
