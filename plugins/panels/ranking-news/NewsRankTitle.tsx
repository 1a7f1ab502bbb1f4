import type { CardProps } from '../../../core/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';

/** A ranked news item's title; a tap opens it through the open rules like any feed item. */
export default function NewsRankTitle({ item, onOpen }: CardProps) {
  return (
    <CardLink item={item} onOpen={onOpen} className="card--rank">
      <span className="ranking__name">{item.title}</span>
    </CardLink>
  );
}
