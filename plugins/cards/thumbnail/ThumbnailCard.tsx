import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { CardMeta } from '../../../ui/card/CardMeta.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** Thumbnail box ratio (4:3), reserved before the image loads. */
export const THUMBNAIL_RATIO = 4 / 3;

/** listStyle 1, 2 or unset: title and meta on the left, one thumbnail on the right. */
export default function ThumbnailCard({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="card--thumb">
      <span className="card__body">
        <span className="card__title card__title--clamp"><Highlighted text={item.title} /></span>
        <CardMeta item={item} />
      </span>
      <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={THUMBNAIL_RATIO} className="card__thumb" columnShare={0.28} />
    </CardLink>
  );
}
