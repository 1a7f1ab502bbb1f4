import { useContext } from 'react';
import { countText } from '../../core/domain/format/count.ts';
import { timeAgo } from '../../core/domain/format/time.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { cardTags, sourceBesideTags } from './card-tags.ts';
import { CountStyleContext } from './count-style.ts';
import { TagBadges } from './CardTags.tsx';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { cardMessages } from './card.messages.ts';

/**
 * The line under a card's title: tags, source, time, read and comment counts, on one line (the
 * source gives way first). Reads follow the view-count rule (spec 1 §9: no '999+' cap), comments
 * the comment rule (spec 2 §5); on video lists views follow theirs (ui/card/count-style.ts).
 */
export function CardMeta({ item }: { item: ContentItem }) {
  const t = useTexts(cardMessages);
  const { t: core } = useEngine();
  const tags = cardTags(item, core);
  const source = sourceBesideTags(item.source, tags);
  const when = timeAgo(item.showTime, t);
  const views = useContext(CountStyleContext) === 'video-list' ? 'video-list' : 'views';
  return (
    <span className="card-meta">
      <TagBadges tags={tags} />
      {source ? <span className="card-meta__source">{source}</span> : null}
      {when ? <time dateTime={item.showTime ?? undefined}>{when}</time> : null}
      {item.viewCountShow ? <span>{t('card.reads', { count: countText(item.viewCountShow, views, t) })}</span> : null}
      {item.commentCountShow ? <span>{t('card.comments', { count: countText(item.commentCountShow, 'interactions', t) })}</span> : null}
    </span>
  );
}
