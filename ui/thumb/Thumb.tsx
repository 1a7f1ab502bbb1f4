import { useState } from 'react';
import { useLeadPicture } from '../../core/engine/render/lead-picture.ts';

/** Shown when a thumbnail fails to load (spec 2 §8: broken thumbnails fall back to a default image). */
export const DEFAULT_THUMBNAIL = '/media/default-thumb.svg';

interface Props {
  src: string | null | undefined;
  alt: string;
  /** Width / height; the box is reserved before the image arrives, so nothing shifts. */
  ratio: number;
  className?: string;
  eager?: boolean;
}

/**
 * A lazy image in a box of fixed ratio, falling back to the default image once if it breaks. Eager,
 * with priority, when asked or when it is the lead picture of a first-screen panel.
 */
export function Thumb({ src, alt, ratio, className = '', eager: asked = false }: Props) {
  const eager = useLeadPicture() || asked;
  const [broken, setBroken] = useState(false);
  const url = !src || broken ? DEFAULT_THUMBNAIL : src;
  return (
    <span className={`thumb ${className}`} style={{ aspectRatio: String(ratio) }}>
      <img
        src={url}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        data-testid="thumb-image"
        data-fallback={url === DEFAULT_THUMBNAIL ? 'true' : undefined}
        onError={() => setBroken(true)}
      />
    </span>
  );
}

/** `thumbnailUrl` may hold several comma-separated addresses. */
export function thumbnails(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
