import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** Rail tiles are 4:3 pictures, like the thumbnail card. */
export const RAIL_TILE_RATIO = 4 / 3;

/** One tile of a horizontal rail: picture on top, two lines of title under it. */
export default function RailTile({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="rail-tile">
      <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={RAIL_TILE_RATIO} className="rail-tile__image" columnShare={0.42} />
      <span className="rail-tile__title"><Highlighted text={item.title} /></span>
    </CardLink>
  );
}
