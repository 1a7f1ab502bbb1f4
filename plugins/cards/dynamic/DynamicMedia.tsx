import { isPortraitVideo } from '../../../core/domain/rules/layout.ts';
import { formatDuration } from '../../../core/domain/format/count.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { thumbnails } from '../../../ui/thumb/thumbnails.ts';
import type { Post } from './DynamicCard.tsx';
import { dynamicMessages } from './dynamic.messages.ts';
import { imageLayout, isTallImage, postImages, singleImageRatio } from './dynamic-layout.ts';

/**
 * Spec 2 §2: the post's pictures laid out by count (1, 2, 4, 3 or more), a single tall one marked
 * 'long image', or its video's poster with a play mark. Any tap opens the post.
 */
export function DynamicMedia({ post, onOpen }: { post: Post; onOpen: () => void }) {
  const t = useTexts(dynamicMessages);
  const images = postImages(post.imagesUrl);
  if (images.length === 0 && post.playUrl) {
    const portrait = isPortraitVideo(post.orientation);
    const time = post.playDuration ? formatDuration(post.playDuration) : '';
    return (
      <button type="button" className={`dynamic__video${portrait ? ' dynamic__video--portrait' : ''}`} data-testid="dynamic-video" onClick={onOpen} aria-label={t('dynamic.video', { time })}>
        <Thumb src={thumbnails(post.thumbnailUrl)[0]} alt="" ratio={portrait ? 3 / 4 : 16 / 9} />
        <span className="dynamic__play" aria-hidden="true" />
        {time ? (
          <span className="dynamic__duration" aria-hidden="true">
            {time}
          </span>
        ) : null}
      </button>
    );
  }
  const layout = imageLayout(images.length);
  if (layout === 'none') return null;
  const tall = layout === 'one' && isTallImage(post.width, post.height);
  const ratio = layout === 'one' ? singleImageRatio(post.width, post.height) : 1;
  return (
    <div className={`dynamic__images dynamic__images--${layout}`} data-testid="dynamic-images" data-layout={layout} data-tall={tall ? 'true' : undefined}>
      {images.map((src, i) => (
        <button key={`${i}-${src}`} type="button" className="dynamic__image" onClick={onOpen} aria-label={t(tall ? 'dynamic.tallPicture' : 'dynamic.picture', { n: i + 1, total: images.length })}>
          <Thumb src={src} alt="" ratio={ratio} />
          {tall ? <span className="dynamic__tall">{t('dynamic.tallImage')}</span> : null}
        </button>
      ))}
    </div>
  );
}
