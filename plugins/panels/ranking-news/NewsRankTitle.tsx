import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';

/** A ranked news item's title; a tap opens it through the open rules like any feed item. */
export default function NewsRankTitle({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="card--rank">
      <span className="ranking__name">{item.title}</span>
    </CardLink>
  );
}
