import type { CardProps } from '../../../core/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { CardMeta } from '../../../ui/card/CardMeta.tsx';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** listStyle 0: title and meta line only. */
export default function TextOnlyCard({ item, onOpen }: CardProps) {
  return (
    <CardLink item={item} onOpen={onOpen} className="card--text">
      <span className="card__title"><Highlighted text={item.title} /></span>
      <CardMeta item={item} />
    </CardLink>
  );
}
