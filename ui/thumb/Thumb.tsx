import { useEffect, useRef, useState } from 'react';
import { useLeadPicture } from '../../core/engine/render/lead-picture.ts';
import { pictureVariantSrcset } from '../../core/domain/pictures/picture-variants.ts';
import { columnSizes } from './column-sizes.ts';

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
   * Its share of the column's width (the whole column when unsaid): the browser picks the variant of
   * that width. A lazy one is measured where it stands (`auto`) wherever the browser can.
   */
  columnShare?: number;
}

/** What a picture shows: its variants, then its own address if they break, then the default image. */
type Stage = 'variants' | 'original' | 'default';

/**
 * A lazy image in a box of fixed ratio that falls back a stage each time it breaks (variants, then its
 * own address, then the default image). Eager, with priority, when asked or when it is the lead
 * picture of a first-screen panel.
 */
export function Thumb({ src, alt, ratio, className = '', eager: asked = false, columnShare = 1 }: Props) {
  const eager = useLeadPicture() || asked;
  const [stage, setStage] = useState<Stage>('variants');
  const url = !src || stage === 'default' ? DEFAULT_THUMBNAIL : src;
  const srcset = src && stage === 'variants' ? pictureVariantSrcset(src) : null;
  const sizes = columnSizes(columnShare);
  const fallBack = () => setStage(srcset === null ? 'default' : 'original');
  const element = useRef<HTMLImageElement>(null);
  // A server-rendered picture can break before hydration attaches onError: React never hears of it.
  useEffect(() => {
    if (element.current && brokenAlready(element.current) && url !== DEFAULT_THUMBNAIL) fallBack();
    // Only the first picture can have broken unheard: later stages are rendered with the handler on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const image = (
    <img
      ref={element}
      src={url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      data-testid="thumb-image"
      data-fallback={url === DEFAULT_THUMBNAIL ? 'true' : undefined}
      onError={fallBack}
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

/** Tried and failed (a lazy picture not yet requested has no current address and is not complete). */
function brokenAlready(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.currentSrc !== '';
}
