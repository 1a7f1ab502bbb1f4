import { useState } from 'react';
import { useLeadPicture } from '../../core/engine/render/lead-picture.ts';
import { pictureVariantSrcset } from '../../core/domain/pictures/picture-variants.ts';

/** Shown when a thumbnail fails to load (spec 2 §8: broken thumbnails fall back to a default image). */
export const DEFAULT_THUMBNAIL = '/media/default-thumb.svg';

interface Props {
  src: string | null | undefined;
  alt: string;
  /** Width / height; the box is reserved before the image arrives, so nothing shifts. */
  ratio: number;
  className?: string;
  eager?: boolean;
  /**
   * How wide it is shown (a CSS `sizes` value, 100vw when unsaid): the browser picks the variant of
   * that width. A lazy one is measured where it stands (`auto`) wherever the browser can.
   */
  sizes?: string;
}

/** What a picture shows: its variants, then its own address if they break, then the default image. */
type Stage = 'variants' | 'original' | 'default';

/**
 * A lazy image in a box of fixed ratio, falling back to the default image once if it breaks. Eager,
 * with priority, when asked or when it is the lead picture of a first-screen panel.
 */
export function Thumb({ src, alt, ratio, className = '', eager: asked = false, sizes = '100vw' }: Props) {
  const eager = useLeadPicture() || asked;
  const [stage, setStage] = useState<Stage>('variants');
  const url = !src || stage === 'default' ? DEFAULT_THUMBNAIL : src;
  const srcset = src && stage === 'variants' ? pictureVariantSrcset(src) : null;
  const image = (
    <img
      src={url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      data-testid="thumb-image"
      data-fallback={url === DEFAULT_THUMBNAIL ? 'true' : undefined}
      onError={() => setStage(srcset === null ? 'default' : 'original')}
    />
  );
  return (
    <span className={`thumb ${className}`} style={{ aspectRatio: String(ratio) }}>
      {srcset === null ? (
        image
      ) : (
        // A browser without WebP (iOS before 14) shows the address as it came.
        <picture>
          <source type="image/webp" srcSet={srcset} sizes={eager ? sizes : `auto, ${sizes}`} />
          {image}
        </picture>
      )}
    </span>
  );
}
