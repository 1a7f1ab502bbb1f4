import type { CardProps } from '../../../core/engine/registry/types.ts';
import { isPlainClick } from '../../../ui/link/plain-click.ts';
import { CardTags } from '../../../ui/card/CardTags.tsx';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import { specialOverviewTarget, withSpecialOverviewTarget } from './special-overview-target.ts';

/** The overview picture is 16:9, like the large image card. */
export const SPECIAL_OVERVIEW_RATIO = 16 / 9;


/** A special topic's overview: picture, tags, title and brief, a real link to /PlayBack?id={id}. */
export default function SpecialOverviewCard({ item, onOpen }: CardProps) {
  const target = specialOverviewTarget(item);
  return (
    <article className="card special-overview" data-item-id={item.id} data-testid="card">
      <a
        className="card__hit special-overview__link"
        href={target}
        data-open-target={target}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(withSpecialOverviewTarget(item));
        }}
      >
        <Thumb src={thumbnails(item.thumbnailUrl)[0]} alt="" ratio={SPECIAL_OVERVIEW_RATIO} className="special-overview__image" />
        <span className="special-overview__text">
          <span className="card-meta">
            <CardTags item={item} />
          </span>
          <span className="card__title special-overview__title">{item.title}</span>
          {item.brief ? <span className="special-overview__brief">{item.brief}</span> : null}
        </span>
      </a>
    </article>
  );
}
