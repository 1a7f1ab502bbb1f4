import { useRef } from 'react';
import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { okEntries, withCard } from '../../../core/engine/render/panel-entries.ts';
import { useVisibleEntries } from '../../../core/engine/render/useRemovedItems.ts';
import { autoplayDelay } from '../../../ui/carousel/carousel-rules.ts';
import { carouselSlideCard } from './carousel-slide.ts';
import { CarouselDots } from '../../../ui/carousel/CarouselDots.tsx';
import { CarouselTrack } from '../../../ui/carousel/CarouselTrack.tsx';
import { useCarousel } from '../../../ui/carousel/useCarousel.ts';
import './carousel.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { carouselMessages } from '../../../ui/carousel/carousel.messages.ts';

/**
 * core.carousel: the panel's items as full-width slides that loop, turn by swipe or dot, and play
 * on by themselves (every config.autoPlayInterval ms, 4000 by default; config.autoPlay false stops it).
 */
export default function Carousel({ panel, entries, renderEntry }: PanelProps) {
  const t = useTexts(carouselMessages);
  const slides = okEntries(useVisibleEntries(panel.id, entries));
  const region = useRef<HTMLElement>(null);
  const carousel = useCarousel(region, slides.length, autoplayDelay(panel.config));
  if (slides.length === 0) return null;

  return (
    <section
      ref={region}
      className="panel panel--carousel carousel"
      data-panel-id={panel.id}
      data-type-code={panel.typeCode}
      role="region"
      aria-roledescription={t('carousel.label')}
      aria-label={panel.name || t('carousel.label')}
      data-active-index={carousel.track.active}
      // The slides' titles stand above the band of dots and the stop switch (carousel.css).
      data-controls={slides.length > 1 ? '' : undefined}
      {...carousel.regionHandlers}
    >
      <CarouselTrack
        carousel={carousel}
        slideKey={(index) => String(slides[index]?.item.id)}
        renderSlide={({ index }) => {
          const entry = slides[index];
          return entry ? renderEntry(withCard(entry, carouselSlideCard), index) : null;
        }}
      />
      {slides.length > 1 ? (
        <CarouselDots
          count={slides.length}
          active={carousel.track.active}
          onGoTo={carousel.track.goTo}
          autoplay={carousel.autoplay}
          stopped={carousel.stopped}
          onToggle={carousel.toggleStopped}
        />
      ) : null}
    </section>
  );
}
