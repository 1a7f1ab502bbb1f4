import { useRef, useState } from 'react';
import { useEngine } from '../../../core/render/engine.tsx';
import { AD_CLICK_EVENT, AD_EXPOSURE_EVENT, detailAdvertParams } from '../../../core/reading/detail-events.ts';
import type { AdvertRef } from '../../../schemas/generated/types.ts';
import { useAdExposure } from '../../../plugins/cards/advert/useAdExposure.ts';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '../../../plugins/panels/carousel/carousel-rules.ts';
import { useAutoplay } from '../../../plugins/panels/carousel/useAutoplay.ts';
import { useCarouselTrack } from '../../../plugins/panels/carousel/useCarouselTrack.ts';
import { usePauseReasons } from '../../../plugins/panels/carousel/usePauseReasons.ts';
import { useSwipe } from '../../../plugins/panels/carousel/useSwipe.ts';
import { Thumb } from '../../../plugins/shared/Thumb.tsx';
import '../../../plugins/panels/carousel/carousel.css';
import { useDetailServices } from './detail-services.ts';

/** Advert pictures are 16:9 (the feed's large advert ratio). */
export const DETAIL_ADVERT_RATIO = 16 / 9;

interface Props {
  contentId: string;
  adverts: readonly AdvertRef[];
  onOpen: (advert: AdvertRef) => void;
}

interface SlideProps {
  advert: AdvertRef;
  position: number;
  contentId: string;
  copy: boolean;
  active: boolean;
  label: string;
  onOpen: () => void;
}

function AdvertSlide({ advert, position, contentId, copy, active, label, onOpen }: SlideProps) {
  const { t } = useEngine();
  const services = useDetailServices();
  const root = useRef<HTMLDivElement>(null);
  const observed = useRef<HTMLDivElement>(null);
  // A copy (the loop's stand-in) is never counted: the real slide is exposed when it shows.
  useAdExposure(copy ? observed : root, () => services.track(AD_EXPOSURE_EVENT, detailAdvertParams(contentId, advert, position)));
  return (
    <div
      ref={root}
      className={`carousel__slide${copy ? ' carousel__slide--copy' : ''}`}
      role={copy ? undefined : 'group'}
      aria-roledescription={copy ? undefined : t('carousel.slide')}
      aria-label={copy ? undefined : label}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-testid={copy ? undefined : 'detail-advert'}
    >
      <button type="button" className="detail-advert" onClick={onOpen}>
        <span className="detail-advert__picture">
          <Thumb src={advert.thumbnailUrl} alt="" ratio={DETAIL_ADVERT_RATIO} />
          <span className="detail-advert__tag">{t('tag.advert')}</span>
        </span>
        <span className="detail-advert__foot">
          <span className="detail-advert__title">{advert.title}</span>
          <span className="detail-advert__cta">{t('detail.viewDetails')}</span>
        </span>
      </button>
    </div>
  );
}

/**
 * Spec 2 §2: the advert carousel (cards with the 'ad' tag, title and 'view details'); it plays by
 * itself every 4000 ms (spec 2 §9), loops and has no dots. Built from the carousel panel's pieces; it
 * holds still while the reader is in it, when it is out of view, or with reduced motion, and has a
 * stop / play switch (WCAG 2.2.2) in place of the dots.
 */
export function AdvertCarousel({ contentId, adverts, onOpen }: Props) {
  const { t } = useEngine();
  const services = useDetailServices();
  const region = useRef<HTMLElement>(null);
  const count = adverts.length;
  const pause = usePauseReasons(region);
  const [stopped, setStopped] = useState(false);
  const track = useCarouselTrack(count, pause.reducedMotion);
  const swipe = useSwipe(count > 1, track.move);
  const playing = count > 1 && !stopped && !pause.paused && swipe.drag === null;
  useAutoplay(playing ? CAROUSEL_AUTOPLAY_MS : null, track.active, track.advanceFrom);
  if (count === 0) return null;

  const open = (advert: AdvertRef, position: number) => {
    services.track(AD_CLICK_EVENT, detailAdvertParams(contentId, advert, position));
    onOpen(advert);
  };
  const slide = (index: number, copy: boolean) => {
    const advert = adverts[index];
    if (!advert) return null;
    return (
      <AdvertSlide
        key={`${copy ? 'copy' : 'slide'}-${advert.id}-${index}`}
        advert={advert}
        position={index}
        contentId={contentId}
        copy={copy}
        active={!copy && track.settled && index === track.active}
        label={t('carousel.slideLabel', { index: index + 1, total: count })}
        onOpen={() => open(advert, index)}
      />
    );
  };
  return (
    <section
      ref={region}
      className="detail-section detail-adverts carousel"
      role="region"
      aria-roledescription={t('carousel.label')}
      aria-label={t('detail.adverts')}
      data-active-index={track.active}
      {...pause.handlers}
    >
      <div className="carousel__viewport" {...swipe.handlers} onDragStart={(event) => event.preventDefault()}>
        <div
          className="carousel__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{
            // One advert has no loop copies before it: it stands at 0.
            transform: `translateX(calc(${count > 1 ? -track.position * 100 : 0}% + ${swipe.drag ?? 0}px))`,
            transition: track.animate && swipe.drag === null ? `transform ${CAROUSEL_TRANSITION_MS}ms ease-out` : 'none',
          }}
        >
          {adverts.map((_, index) => slide(index, false))}
          {count > 1 ? slide(0, true) : null}
          {count > 1 ? slide(count - 1, true) : null}
        </div>
      </div>
      {count > 1 ? (
        <button
          type="button"
          className={`carousel__toggle detail-adverts__toggle carousel__toggle--${stopped ? 'play' : 'pause'}`}
          aria-label={t(stopped ? 'carousel.play' : 'carousel.pause')}
          onClick={() => setStopped((s) => !s)}
        />
      ) : null}
    </section>
  );
}
