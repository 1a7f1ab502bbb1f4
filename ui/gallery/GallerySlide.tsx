import { useState, type CSSProperties } from 'react';
import type { View } from '../../core/domain/gallery/view-math.ts';

export interface GallerySlideProps {
  url: string;
  /** Spec 2 §5: only images near the current one are loaded; the others are empty slots. */
  load: boolean;
  current: boolean;
  view: View;
  transition: string;
  alt: string;
  loadFailedText: string;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/** One image of the strip: a spinner while it loads, 'load failed' when it cannot (spec 2 §8). */
export function GallerySlide({ url, load, current, view, transition, alt, loadFailedText }: GallerySlideProps) {
  const [status, setStatus] = useState<{ url: string; state: LoadState }>({ url, state: 'loading' });
  const state = status.url === url ? status.state : 'loading';
  const style: CSSProperties = {
    transform: `translate3d(${view.x}px, ${view.y}px, 0) rotate(${view.rotation}deg) scale(${view.scale})`,
    transition,
  };
  return (
    <div className="gallery__slide" aria-hidden={!current} data-current={current || undefined}>
      {load && state !== 'failed' && (
        <img
          className="gallery__image"
          data-state={state}
          src={url}
          alt={alt}
          draggable={false}
          decoding="async"
          style={current ? style : undefined}
          onLoad={() => setStatus({ url, state: 'loaded' })}
          onError={() => setStatus({ url, state: 'failed' })}
        />
      )}
      {load && state === 'loading' && <span className="gallery__spinner" aria-hidden="true" />}
      {state === 'failed' && (
        <p className="gallery__failed" role={current ? 'status' : undefined}>
          <span className="gallery__failed-icon" aria-hidden="true" />
          {loadFailedText}
        </p>
      )}
    </div>
  );
}
