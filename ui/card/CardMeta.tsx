import { formatCount } from '../../core/format/count.ts';
import { parseCmsTime, relativeTimeReader } from '../../core/format/time.ts';
import type { Translate } from '../../core/i18n/i18n.ts';
import type { ContentItem } from '../../schemas/generated/types.ts';
import { CardTags } from './CardTags.tsx';
import { useTexts } from '../../core/render/useTexts.ts';
import { cardMessages } from './card.messages.ts';

/** "3 minutes ago" etc. by the reader-area rule (spec 2 §5). */
export function showTimeText(value: string | null | undefined, t: Translate, now = Date.now()): string {
  const then = parseCmsTime(value);
  if (then === null) return '';
  const rel = relativeTimeReader(then, now);
  switch (rel.unit) {
    case 'seconds':
      return t('time.secondsAgo');
    case 'minutes':
      return t('time.minutesAgo', { n: rel.value });
    case 'hours':
      return t('time.hoursAgo', { n: rel.value });
    case 'date':
      return t('time.monthDay', { month: rel.month, day: rel.day });
  }
}

/** The line under a card's title: tags, source, time, read and comment counts (spec 2 §5 formats). */
export function CardMeta({ item }: { item: ContentItem }) {
  const t = useTexts(cardMessages);
  const when = showTimeText(item.showTime, t);
  const unit = t('count.tenThousand');
  return (
    <span className="card-meta">
      <CardTags item={item} />
      {item.source ? <span>{item.source}</span> : null}
      {when ? <time dateTime={item.showTime ?? undefined}>{when}</time> : null}
      {item.viewCountShow ? <span>{t('card.reads', { count: formatCount(item.viewCountShow, unit) })}</span> : null}
      {item.commentCountShow ? <span>{t('card.comments', { count: formatCount(item.commentCountShow, unit) })}</span> : null}
    </span>
  );
}
