import { CAROUSEL_HEIGHT_VW } from '../../../core/domain/rules/layout.ts';
import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';

/** Spec 1 §9: the carousel is about 51.5vw high on a full-width slide (ratio 100 : 51.5). */
export const CAROUSEL_SLIDE_RATIO = 100 / CAROUSEL_HEIGHT_VW;

/**
 * One slide: the item's picture across the whole width, its title over the bottom edge. On a feed's
 * first screen the first slide's picture loads at once, with priority (the likely largest paint,
 * core/engine/render/lead-picture.ts); the others load lazily, as they come near.
 */
export default function CarouselSlide({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="carousel-slide">
      <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={CAROUSEL_SLIDE_RATIO} className="carousel-slide__image" />
      <span className="carousel-slide__title">{item.title}</span>
    </CardLink>
  );
}
