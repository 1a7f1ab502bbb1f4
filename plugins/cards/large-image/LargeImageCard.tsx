import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { CardMeta } from '../../../ui/card/CardMeta.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** Large image ratio (16:9). */
export const LARGE_IMAGE_RATIO = 16 / 9;

/** listStyle 4: title above one full-width image. */
export default function LargeImageCard({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="card--large">
      <span className="card__title"><Highlighted text={item.title} /></span>
      <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={LARGE_IMAGE_RATIO} className="card__large" />
      <CardMeta item={item} />
    </CardLink>
  );
}
