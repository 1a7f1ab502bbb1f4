import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { CardMeta } from '../../../ui/card/CardMeta.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import './three-images.css';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** Spec 2 §2: listStyle 3 shows three images side by side. */
export const THREE_IMAGES_COUNT = 3;
/** Each box is 4:3 (the thumbnail card's ratio), reserved before its image loads. */
export const THREE_IMAGES_RATIO = 4 / 3;

/** The first three addresses of thumbnailUrl; missing ones keep their box and show the default image. */
export function threeImageSources(thumbnailUrl: string | null | undefined): (string | null)[] {
  const urls = thumbnails(thumbnailUrl);
  return Array.from({ length: THREE_IMAGES_COUNT }, (_, i) => urls[i] ?? null);
}

/** listStyle 3: title, a row of three equal images, the meta line. */
export default function ThreeImagesCard({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="card--three">
      <span className="card__title card__title--clamp"><Highlighted text={item.title} /></span>
      <span className="card-three__row">
        {threeImageSources(item.thumbnailUrl).map((src, i) => (
          <Thumb key={i} src={src} alt="" ratio={THREE_IMAGES_RATIO} className="card-three__image" columnShare={0.33} />
        ))}
      </span>
      <CardMeta item={item} />
    </CardLink>
  );
}
