import { frameSourceOf } from '../../../../core/domain/detail/frame-address.ts';
import type { ContentItem } from '../../../../schemas/generated/types.ts';

/**
 * Spec 2 §2: the read-aloud button is for articles whose body is text: not for content shown in a
 * frame, nor third-party content, and only when there is a body (contentUrl) or a brief to read.
 */
export function isSpeakable(item: ContentItem): boolean {
  if (frameSourceOf(item) || item.thirdPartyCode?.trim()) return false;
  return Boolean(item.contentUrl?.trim() || item.brief?.trim());
}
