import type { ReactNode } from 'react';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { onPlainClick } from '../link/plain-click.ts';

interface Props {
  item: ContentItem;
  /** Where a plain browser goes for the item (plugins/item-links.ts); null when nothing can be followed. */
  href: string | null;
  onOpen: (item: ContentItem) => void;
  className: string;
  /** Extra class names of the hit area (an advert's, a vote's head). */
  hitClassName?: string;
  children: ReactNode;
}

/**
 * The whole card is one link (issue 32): a tap goes through the open rules (`onOpen`), a long press,
 * a middle or modifier click, or a page without scripts follow the address. An item no rule gives an
 * address stays a button (a tap still asks the rules, which say why nothing opens).
 */
export function CardLink({ item, href, onOpen, className, hitClassName, children }: Props) {
  const hit = hitClassName ? `card__hit ${hitClassName}` : 'card__hit';
  return (
    <article className={`card ${className}`} data-item-id={item.id} data-testid="card">
      <ItemHit href={href} className={hit} onOpen={() => onOpen(item)}>
        {children}
      </ItemHit>
    </article>
  );
}

interface HitProps {
  href: string | null;
  className: string;
  onOpen: () => void;
  /** Its accessible name when its content is not (a picture's), and where it leads as its description. */
  label?: string;
  description?: string;
  children: ReactNode;
}

/** A hit area leading to `href` (enhanced: a plain click runs `onOpen`), or a button when there is none. */
export function ItemHit({ href, className, onOpen, label, description, children }: HitProps) {
  return href ? (
    <a className={className} href={href} onClick={onPlainClick(onOpen)} aria-label={label} aria-description={description}>
      {children}
    </a>
  ) : (
    <button type="button" className={className} onClick={onOpen} aria-label={label} aria-description={description}>
      {children}
    </button>
  );
}
