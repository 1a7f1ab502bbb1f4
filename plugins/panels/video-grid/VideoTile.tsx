import { isPortraitVideo } from '../../../core/domain/rules/layout.ts';
import { formatDuration, countText } from '../../../core/domain/format/count.ts';
import type { CardProps } from '../../../core/engine/registry/types.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** A video in the grid: poster with its duration, the title on two lines, the view count (spec 2 §5). */
export default function VideoTile({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  const { t } = useEngine();
  const portrait = isPortraitVideo(item.orientation);
  const duration = item.playDuration ? formatDuration(item.playDuration) : null;
  const views = item.viewCountShow ? countText(item.viewCountShow, 'video-list', t) : null;
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="card--video-tile">
      <span className="video-tile__poster">
        <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={portrait ? 3 / 4 : 16 / 9} columnShare={0.5} />
        {duration ? <span className="video-tile__duration">{duration}</span> : null}
      </span>
      <span className="video-tile__title"><Highlighted text={item.title} /></span>
      {views ? <span className="video-tile__views">{views}</span> : null}
    </CardLink>
  );
}
