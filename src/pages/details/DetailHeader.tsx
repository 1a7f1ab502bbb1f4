import { authorIdOf } from '../../../core/domain/content/authors.ts';
import { countText } from '../../../core/domain/format/count.ts';
import { parseCmsTime } from '../../../core/domain/format/time.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { FollowSlot, SpeechSlot } from './live-parts.tsx';
import { isSpeakable } from './tts/speakable.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

/** The publish time as the article shows it: date and minute ('2026-11-22 07:41'). */
export function publishTimeText(item: ContentItem): string {
  const text = item.showTime?.trim() ?? '';
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text);
  if (match) return `${match[1]} ${match[2]}`;
  if (text) return text;
  const then = item.issueTimeStamp ?? parseCmsTime(item.createTime);
  if (typeof then !== 'number') return '';
  const d = new Date(then);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}


interface Props {
  item: ContentItem;
  /** Follow is part of the full pages only. */
  withFollow: boolean;
  /**
   * A tapped card's copy while the content's answer arrives (issue 28 item 6): the same boxes, with
   * the read-aloud and follow buttons' places kept empty, so nothing moves when the answer replaces it.
   */
  pending?: boolean;
}

/**
 * Spec 2 §2: title, source, publish time and read count, the text-to-speech button (for text
 * articles), and the author's follow button (spec 2 §4).
 */
export function DetailHeader({ item, withFollow, pending = false }: Props) {
  const t = useTexts(detailPageMessages);
  const when = publishTimeText(item);
  const author = authorIdOf(item);
  const authorName = item.issuerName || item.creatorNickname || null;
  return (
    <header className="detail-header">
      <h1 className="detail-header__title">{item.title}</h1>
      <div className="detail-header__meta">
        <span className="detail-header__facts">
          {item.source ? <span className="detail-header__source">{item.source}</span> : null}
          {when ? <time dateTime={item.showTime ?? undefined}>{when}</time> : null}
          <span data-testid="read-count">{t('detail.readCount', { count: countText(item.viewCountShow, 'views', t) })}</span>
        </span>
        {isSpeakable(item) ? pending ? <span className="speech-button detail-header__pending" aria-hidden="true" /> : <SpeechSlot key={item.id} item={item} /> : null}
      </div>
      {withFollow && author ? (
        <div className="detail-author">
          {item.issuerImageUrl ? <img className="detail-author__avatar" src={item.issuerImageUrl} alt="" width="32" height="32" /> : null}
          <span className="detail-author__name">{authorName}</span>
          {pending ? (
            <span className="follow-button detail-header__pending" aria-hidden="true" />
          ) : (
            <FollowSlot item={item} authorId={author} />
          )}
        </div>
      ) : null}
    </header>
  );
}
