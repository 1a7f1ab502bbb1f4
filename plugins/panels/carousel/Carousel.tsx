import { useRef, useState } from 'react';
import type { PanelProps } from '../../../core/registry/types.ts';
import { useEngine } from '../../../core/render/engine.tsx';
import { okEntries, withCard } from '../../shared/panel-card.ts';
import { useVisibleEntries } from '../../shared/useRemovedItems.ts';
import { autoplayDelay, CAROUSEL_TRANSITION_MS } from './carousel-rules.ts';
import { carouselSlideCard } from './carousel-slide.ts';
import { CarouselDots } from './CarouselDots.tsx';
import { useAutoplay } from './useAutoplay.ts';
import { useCarouselTrack } from './useCarouselTrack.ts';
import { usePauseReasons } from './usePauseReasons.ts';
import { useSwipe } from './useSwipe.ts';
import './carousel.css';

/**
 * core.carousel: the panel's items as full-width slides that loop, turn by swipe or dot, and play
 * on by themselves (every config.autoPlayInterval ms, 4000 by default; config.autoPlay false stops it).
 */
export default function Carousel({ panel, entries, renderEntry }: PanelProps) {
  const { t } = useEngine();
  const slides = okEntries(useVisibleEntries(panel.id, entries));
  const count = slides.length;
  const region = useRef<HTMLElement>(null);
  const pause = usePauseReasons(region);
  const [stoppedByReader, setStoppedByReader] = useState(false);
  const track = useCarouselTrack(count, pause.reducedMotion);
  const swipe = useSwipe(count > 1, track.move);
  const delay = count > 1 ? autoplayDelay(panel.config) : null;
  const playing = delay !== null && !stoppedByReader && !pause.paused && swipe.drag === null;
  useAutoplay(playing ? delay : null, track.active, track.advanceFrom);
  if (count === 0) return null;

  const slide = (index: number, copy: boolean) => {
    const entry = slides[index];
    if (!entry) return null;
    // While the track stands on a copy mid-loop, that copy is what shows: the real slide is not active yet.
    const active = !copy && track.settled && index === track.active;
    return (
      <div
        key={`${copy ? 'copy' : 'slide'}-${entry.item.id}-${index}`}
        className={`carousel__slide${copy ? ' carousel__slide--copy' : ''}`}
        role={copy ? undefined : 'group'}
        aria-roledescription={copy ? undefined : t('carousel.slide')}
        aria-label={copy ? undefined : t('carousel.slideLabel', { index: index + 1, total: count })}
        aria-hidden={active ? undefined : true}
        inert={!active}
        data-slide-index={copy ? undefined : index}
        data-active={active ? 'true' : undefined}
      >
        {renderEntry(withCard(entry, carouselSlideCard), index)}
      </div>
    );
  };

  // One slide has no loop copies before it: it stands at the start of the track.
  const position = count > 1 ? track.position : 0;
  const offset = `calc(${-position * 100}% + ${swipe.drag ?? 0}px)`;
  return (
    <section
      ref={region}
      className="panel panel--carousel carousel"
      data-panel-id={panel.id}
      data-type-code={panel.typeCode}
      role="region"
      aria-roledescription={t('carousel.label')}
      aria-label={panel.name || t('carousel.label')}
      data-active-index={track.active}
      {...pause.handlers}
    >
      <div className="carousel__viewport" {...swipe.handlers} onDragStart={(event) => event.preventDefault()}>
        <div
          className="carousel__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{
            transform: `translateX(${offset})`,
            transition: track.animate && swipe.drag === null ? `transform ${CAROUSEL_TRANSITION_MS}ms ease-out` : 'none',
          }}
        >
          {slides.map((_, index) => slide(index, false))}
          {count > 1 ? slide(0, true) : null}
          {count > 1 ? slide(count - 1, true) : null}
        </div>
      </div>
      {count > 1 ? (
        <CarouselDots
          count={count}
          active={track.active}
          onGoTo={track.goTo}
          autoplay={delay !== null}
          stopped={stoppedByReader}
          onToggle={() => setStoppedByReader((stopped) => !stopped)}
        />
      ) : null}
    </section>
  );
}
