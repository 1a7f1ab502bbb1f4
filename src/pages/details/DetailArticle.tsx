import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { useStartAtTop } from '../../routes/useStartAtTop.ts';
import type { AdvertRef, ContentItem } from '../../../schemas/generated/types.ts';
import { useWeChatShare } from '../../../ui/share/useWeChatShare.ts';
import { ArticleBody, useBodyCameWithPage } from './ArticleBody.tsx';
import { Copyright } from './Copyright.tsx';
import { BLOCKS_AFTER_BODY, FIXED_BLOCKS, type DetailBlock } from './detail-blocks.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { useServices } from '../../../core/engine/render/engine.tsx';
import type { DetailFeatures } from '../../../core/domain/detail/detail-variants.ts';
import { frameSourceOf } from '../../../core/domain/detail/frame-address.ts';

interface Props {
  item: ContentItem;
  features: DetailFeatures;
  onGallery: (images: string[], index: number) => void;
  onAddress: (address: string) => void;
  onOpenItem: (item: ContentItem) => void;
  onOpenAdvert: (advert: AdvertRef) => void;
  /** A tapped card's lead picture, kept in the body's skeleton until the body shows (issue 28 item 6). */
  leadPicture?: string | null;
}

// Third-party content's frame (its messages' checks with it): only framed articles load its code.
const LazyArticleFrame = lazy(() => import('./ArticleFrame.tsx').then((m) => ({ default: m.ArticleFrame })));

type BlocksProps = Omit<Props, 'onGallery' | 'leadPicture'> & { blocks: readonly DetailBlock[] };

/**
 * The blocks a variant shows, in order. Memoised: the article settling (its frame telling its height)
 * re-renders the article, and re-rendering 'more news' and the comments with it was a 20 ms task.
 */
const DetailBlocks = memo(function DetailBlocks({ blocks, features, item, onAddress, onOpenItem, onOpenAdvert }: BlocksProps) {
  return blocks
    .filter((block) => block.when(features, item))
    .map(({ id, Component }) => <Component key={id} item={item} onAddress={onAddress} onOpenItem={onOpenItem} onOpenAdvert={onOpenAdvert} />);
});

/** One loaded content: the article and, on the full pages, everything around it. */
export function DetailArticle({ onGallery, leadPicture = null, ...blockProps }: Props) {
  const { item, features } = blockProps;
  useStartAtTop();
  // In WeChat its top-right menu shares this article's card, as the share button does.
  const services = useServices();
  useWeChatShare(item, services.share);
  const frameSource = frameSourceOf(item);
  const { extras } = features;
  // What follows the article waits (rendered, hidden) until its body or frame shows: appearing below
  // the loading skeleton, it would be pushed down the screen when the taller article arrived.
  // A body that came with the page (the server rendered it) has settled already: what follows shows
  // at once, and without scripts (issue 32: the related services, copyright and 'more' links).
  const bodyCame = useBodyCameWithPage(frameSource ? null : item.contentUrl);
  const waitsForBody = Boolean(frameSource || item.contentUrl) && !bodyCame;
  const [bodySettled, setBodySettled] = useState(!waitsForBody);
  const settle = useCallback(() => setBodySettled(true), []);
  return (
    <>
      <article className={`detail-article${bodySettled ? '' : ' detail-article--loading'}`} data-content-id={item.id}>
        <DetailHeader item={item} withFollow={extras} />
        {frameSource ? (
          <Suspense fallback={<div className="article-frame" aria-hidden="true" />}>
            <LazyArticleFrame src={frameSource} title={item.title} onGallery={onGallery} onSettled={settle} />
          </Suspense>
        ) : null}
        {!frameSource && item.contentUrl ? <ArticleBody contentUrl={item.contentUrl} onGallery={onGallery} onLink={blockProps.onAddress} onSettled={settle} leadPicture={leadPicture} /> : null}
        {!frameSource && !item.contentUrl && item.brief ? <p className="article-body">{item.brief}</p> : null}
        {extras && bodySettled ? <Copyright item={item} /> : null}
      </article>
      <div className="detail-after" hidden={!bodySettled}>
        <DetailBlocks blocks={BLOCKS_AFTER_BODY} {...blockProps} />
      </div>
      <DetailBlocks blocks={FIXED_BLOCKS} {...blockProps} />
    </>
  );
}
