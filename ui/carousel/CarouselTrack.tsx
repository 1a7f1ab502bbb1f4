import type { ReactNode } from 'react';
import { CAROUSEL_TRANSITION_MS } from './carousel-rules.ts';
import type { CarouselState } from './useCarousel.ts';
import './carousel-track.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { carouselMessages } from './carousel.messages.ts';

/** One slide as the track shows it: a real slide or a loop copy, and whether it is the one in view. */
export interface CarouselSlideView {
  index: number;
  copy: boolean;
  active: boolean;
}

interface Props {
  carousel: CarouselState;
  /** A key for slide `index` that stays with its content. */
  slideKey: (index: number) => string;
  renderSlide: (view: CarouselSlideView) => ReactNode;
  /** data-testid of the real slides (not the loop copies). */
  slideTestId?: string;
}

/**
 * The swipeable, looping track: the slides, then a copy of the first and of the last (CSS puts that
 * one before the first), moved by the track's position and the finger's drag. Only the slide in view
 * is reachable (the others are inert and hidden from assistive technology).
 */
export function CarouselTrack({ carousel, slideKey, renderSlide, slideTestId }: Props) {
  const t = useTexts(carouselMessages);
  const { count, track, swipe, playing } = carousel;

  const slide = (index: number, copy: boolean) => {
    // While the track stands on a copy mid-loop, that copy is what shows: the real slide is not active yet.
    const active = !copy && track.settled && index === track.active;
    return (
      <div
        key={`${copy ? 'copy' : 'slide'}-${slideKey(index)}-${index}`}
        className={`carousel__slide${copy ? ' carousel__slide--copy' : ''}`}
        role={copy ? undefined : 'group'}
        aria-roledescription={copy ? undefined : t('carousel.slide')}
        aria-label={copy ? undefined : t('carousel.slideLabel', { index: index + 1, total: count })}
        aria-hidden={active ? undefined : true}
        inert={!active}
        data-slide-index={copy ? undefined : index}
        data-active={active ? 'true' : undefined}
        data-testid={copy ? undefined : slideTestId}
      >
        {renderSlide({ index, copy, active })}
      </div>
    );
  };

  // One slide has no loop copies before it: it stands at the start of the track.
  const position = count > 1 ? track.position : 0;
  return (
    <div className="carousel__viewport" {...swipe.handlers} onDragStart={(event) => event.preventDefault()}>
      <div
        className="carousel__track"
        aria-live={playing ? 'off' : 'polite'}
        style={{
          transform: `translateX(calc(${-position * 100}% + ${swipe.drag ?? 0}px))`,
          transition: track.animate && swipe.drag === null ? `transform ${CAROUSEL_TRANSITION_MS}ms ease-out` : 'none',
        }}
      >
        {Array.from({ length: count }, (_, index) => slide(index, false))}
        {count > 1 ? slide(0, true) : null}
        {count > 1 ? slide(count - 1, true) : null}
      </div>
    </div>
  );
}
