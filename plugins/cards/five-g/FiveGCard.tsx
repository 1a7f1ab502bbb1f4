import type { CardProps } from '../../../core/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { Thumb, thumbnails } from '../../../ui/thumb/Thumb.tsx';
import './five-g.css';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** Spec 2 §3 "5G search item": thumbnail, authorName, authorAvatarUrl, link (and the rest, unused here). */
interface FiveGItem extends ContentItem {
  thumbnail?: unknown;
  authorName?: unknown;
  authorAvatarUrl?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Spec 2 §2: a 5G channel item: its picture, title, and author with avatar. */
export default function FiveGCard({ item, onOpen }: CardProps) {
  const fiveG = item as FiveGItem;
  const picture = text(fiveG.thumbnail) ?? thumbnails(item.thumbnailUrl)[0];
  const author = text(fiveG.authorName);
  return (
    <CardLink item={item} onOpen={onOpen} className="card--five-g">
      <Thumb src={picture} alt="" ratio={16 / 9} className="five-g__picture" />
      <span className="five-g__body">
        <span className="card__title five-g__title"><Highlighted text={item.title} /></span>
        {author ? (
          <span className="five-g__author">
            <Thumb src={text(fiveG.authorAvatarUrl)} alt="" ratio={1} className="five-g__avatar" />
            {author}
          </span>
        ) : null}
      </span>
    </CardLink>
  );
}
