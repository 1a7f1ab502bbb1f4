import { useRecordAnswer } from '../../../core/domain/content/useContentState.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { FollowButton } from '../../../ui/follow/FollowButton.tsx';

/**
 * Spec 2 §4: the author's follow button. It records the answer's whetherFollow for every screen (a
 * card of the same author shows the same), here rather than in the header: the content state's code
 * comes with the button, once the page is ready (live-parts.tsx).
 */
export function AuthorFollow({ item, authorId }: { item: ContentItem; authorId: string }) {
  useRecordAnswer(item);
  return <FollowButton authorId={authorId} initiallyFollowing={Reflect.get(item, 'whetherFollow') === true} />;
}
