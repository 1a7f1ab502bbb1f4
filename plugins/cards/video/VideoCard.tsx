import { formatDuration } from '../../../core/domain/format/count.ts';
import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { CardMeta } from '../../../ui/card/CardMeta.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import './video.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { videoCardMessages } from './video.messages.ts';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** The poster is 16:9, like the large image card. */
export const VIDEO_POSTER_RATIO = 16 / 9;

/** listStyle 5: title above a large poster with a play mark and the duration (hh:mm:ss, spec 2 §5). */
export default function VideoCard({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  const t = useTexts(videoCardMessages);
  const seconds = item.playDuration ?? 0;
  const duration = seconds > 0 ? formatDuration(seconds) : null;
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="card--video">
      <span className="card__title"><Highlighted text={item.title} /></span>
      <span className="card-video__poster">
        <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={VIDEO_POSTER_RATIO} className="card__large" />
        <span className="card-video__play" data-testid="video-play" aria-hidden="true" />
        <span className="visually-hidden">{t('card.video')}</span>
        {duration ? (
          <span className="card-video__duration" data-testid="video-duration">
            <span aria-hidden="true">{duration}</span>
            <span className="visually-hidden">{t('card.duration', { time: duration })}</span>
          </span>
        ) : null}
      </span>
      <CardMeta item={item} />
    </CardLink>
  );
}
