import { CAROUSEL_HEIGHT_VW } from '../../../core/rules/layout.ts';
import type { CardProps } from '../../../core/registry/types.ts';
import { CardLink } from '../../shared/CardLink.tsx';
import { Thumb, thumbnails } from '../../shared/Thumb.tsx';

/** Spec 1 §9: the carousel is about 51.5vw high on a full-width slide (ratio 100 : 51.5). */
export const CAROUSEL_SLIDE_RATIO = 100 / CAROUSEL_HEIGHT_VW;

/** One slide: the item's picture across the whole width, its title over the bottom edge. Slides sit at
 * the top of the page (the likely largest paint), so their pictures load at once, not lazily. */
export default function CarouselSlide({ item, onOpen }: CardProps) {
  return (
    <CardLink item={item} onOpen={onOpen} className="carousel-slide">
      <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={CAROUSEL_SLIDE_RATIO} className="carousel-slide__image" eager />
      <span className="carousel-slide__title">{item.title}</span>
    </CardLink>
  );
}
