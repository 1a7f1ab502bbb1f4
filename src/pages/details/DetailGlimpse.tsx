import { useLayoutEffect } from 'react';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { DetailHeader } from './DetailHeader.tsx';
import { LeadSkeleton } from './LeadSkeleton.tsx';

interface Props {
  card: ContentItem;
  leadPicture: string | null;
  withFollow: boolean;
}

/**
 * Issue 28 item 6, instant open: what the tapped card showed (title, source, time, read count and its
 * lead picture), at once, in the article's own boxes, while the content's answer arrives.
 */
export function DetailGlimpse({ card, leadPicture, withFollow }: Props) {
  // The article starts at its top (as DetailArticle does), before the card's copy is painted.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <article className="detail-article detail-article--loading" data-testid="detail-glimpse">
      <DetailHeader item={card} withFollow={withFollow} pending />
      <LeadSkeleton picture={leadPicture} />
    </article>
  );
}
