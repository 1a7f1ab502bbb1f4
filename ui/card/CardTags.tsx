import { useEngine } from '../../core/engine/render/engine.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { cardTags, type CardTag } from './card-tags.ts';

/** The item's tags as small badges (named tags and tag types filled in their colours). */
export function CardTags({ item }: { item: ContentItem }) {
  const { t } = useEngine();
  return <TagBadges tags={cardTags(item, t)} />;
}

/** Tags already worked out (the meta line needs them for its source too). */
export function TagBadges({ tags }: { tags: readonly CardTag[] }) {
  return tags.map((tag) => (
    <span
      key={tag.text}
      className={`card-meta__tag${tag.style ? ' card-meta__tag--filled' : ''}`}
      data-tag={tag.named ?? undefined}
      style={tag.style ? { background: tag.style.background, color: tag.style.text, borderColor: tag.style.background } : undefined}
    >
      {tag.text}
    </span>
  ));
}
