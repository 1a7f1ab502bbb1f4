import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { CardMeta } from '../../../ui/card/CardMeta.tsx';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** listStyle 0: title and meta line only. */
export default function TextOnlyCard({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="card--text">
      <span className="card__title"><Highlighted text={item.title} /></span>
      <CardMeta item={item} />
    </CardLink>
  );
}
