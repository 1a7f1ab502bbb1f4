import { formatCount } from '../../core/format/count.ts';
import { parseCmsTime, relativeTimeReader } from '../../core/format/time.ts';
import type { Translate } from '../../core/i18n/i18n.ts';
import { useEngine } from '../../core/render/engine.tsx';
import type { ContentItem } from '../../schemas/generated/types.ts';

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

/** The line under a card's title: tag, source, time and read count. */
export function CardMeta({ item }: { item: ContentItem }) {
  const { t } = useEngine();
  const tag = item.leftTag || item.tag;
  const when = showTimeText(item.showTime, t);
  return (
    <span className="card-meta">
      {tag ? <span className="card-meta__tag">{tag}</span> : null}
      {item.source ? <span>{item.source}</span> : null}
      {when ? <time dateTime={item.showTime ?? undefined}>{when}</time> : null}
      {item.viewCountShow ? (
        <span>{t('card.reads', { count: formatCount(item.viewCountShow, t('count.tenThousand')) })}</span>
      ) : null}
    </span>
  );
}
