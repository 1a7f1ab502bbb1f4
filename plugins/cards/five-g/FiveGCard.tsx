import type { CardProps } from '../../../core/engine/registry/types.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import './five-g.css';
import { Highlighted } from '../../../ui/card/Highlighted.tsx';

/** Spec 2 §3 "5G search item": thumbnail, authorName, authorAvatarUrl, tenantId, openId, genre, link. */
interface FiveGItem extends ContentItem {
  thumbnail?: unknown;
  authorName?: unknown;
  authorAvatarUrl?: unknown;
  tenantId?: unknown;
  openId?: unknown;
  genre?: unknown;
  link?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Spec 2 §2: a 5G channel item: its picture, title, and author with avatar. A tap opens its link;
 * an item without one but with its tenant and openId asks the 5G platform's GraphQL endpoint first
 * (five-g-link.ts), and says the §8 text when that fails.
 */
export default function FiveGCard({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  const { services } = useEngine();
  const fiveG = item as FiveGItem;
  const picture = text(fiveG.thumbnail) ?? thumbnails(item.thumbnailUrl)[0];
  const author = text(fiveG.authorName);
  const tenantId = text(fiveG.tenantId);
  const openId = text(fiveG.openId);
  const open = (tapped: ContentItem) => {
    if (text(fiveG.link) || text(item.externalUrl) || !tenantId || !openId) return onOpen(tapped);
    void import('./five-g-link.ts')
      .then(({ askFiveGLink }) => askFiveGLink({ tenantId, openId, genre: text(fiveG.genre) }))
      .then(
        (answer) => ('notice' in answer ? services.notices.show(answer.notice) : onOpen({ ...tapped, link: answer.link } as ContentItem)),
        // The client's code did not load (network): the fetch failure's words of spec 2 §8.
        () => services.notices.show({ kind: 'toast', text: { key: 'error.graphqlFailed' } }),
      );
  };
  return (
    <CardLink item={item} href={href} onOpen={open} className="card--five-g">
      <Thumb src={picture} alt="" ratio={16 / 9} className="five-g__picture" />
      <span className="five-g__body">
        <span className="card__title five-g__title"><Highlighted text={item.title} /></span>
        {author ? (
          <span className="five-g__author">
            <Thumb src={text(fiveG.authorAvatarUrl)} alt="" ratio={1} className="five-g__avatar" columnShare={0.045} />
            {author}
          </span>
        ) : null}
      </span>
    </CardLink>
  );
}
