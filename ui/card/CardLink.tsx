import type { ReactNode } from 'react';
import type { ContentItem } from '../../schemas/generated/types.ts';

interface Props {
  item: ContentItem;
  onOpen: (item: ContentItem) => void;
  className: string;
  children: ReactNode;
}

/** The whole card is one button-like link: a real control for keyboards and screen readers. */
export function CardLink({ item, onOpen, className, children }: Props) {
  return (
    <article className={`card ${className}`} data-item-id={item.id} data-testid="card">
      <button type="button" className="card__hit" onClick={() => onOpen(item)}>
        {children}
      </button>
    </article>
  );
}
