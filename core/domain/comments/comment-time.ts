import { relativeTimeFoundationText, timeAgo } from '../format/time.ts';
import type { Translate } from '../../engine/i18n/i18n.ts';
import type { CommentApiKind } from './comment-model.ts';

/**
 * When a comment was written: the reader areas' rule (spec 2 §5: seconds, minutes, hours ago, else
 * month-day) for the content system's comments; the legacy app style keeps the foundation's rule
 * (spec 1 §9), as core/domain/format/time.ts assigns it. Empty when the CMS sent no time.
 */
export function commentTimeText(time: number | null, kind: CommentApiKind, now: number, t: Translate): string {
  if (time === null) return '';
  return kind === 'legacy' ? relativeTimeFoundationText(time, now, t) : timeAgo(time, t, now);
}
