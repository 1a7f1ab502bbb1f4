import { useRef } from 'react';
import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { onPlainClick } from '../../../ui/link/plain-click.ts';
import { AD_CLICK_EVENT, AD_EXPOSURE_EVENT, detailAdvertParams } from '../../../core/domain/reading/detail-events.ts';
import type { AdvertRef } from '../../../schemas/generated/types.ts';
import { useExposure } from '../../../ui/exposure/useExposure.ts';
import { CAROUSEL_AUTOPLAY_MS } from '../../../ui/carousel/carousel-rules.ts';
import { CarouselToggle } from '../../../ui/carousel/CarouselToggle.tsx';
import { CarouselTrack } from '../../../ui/carousel/CarouselTrack.tsx';
import { useCarousel } from '../../../ui/carousel/useCarousel.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';
import { carouselMessages } from '../../../ui/carousel/carousel.messages.ts';

/** Advert pictures are 16:9 (the feed's large advert ratio). */
export const DETAIL_ADVERT_RATIO = 16 / 9;

export interface AdvertCarouselProps {
  contentId: string;
  adverts: readonly AdvertRef[];
  onOpen: (advert: AdvertRef) => void;
}

interface CardProps {
  advert: AdvertRef;
  position: number;
  contentId: string;
  /** A loop copy (the track's stand-in at either end) is never counted as exposed. */
  copy: boolean;
  onOpen: () => void;
}

function AdvertCard({ advert, position, contentId, copy, onOpen }: CardProps) {
  const t = useTexts(detailPageMessages, carouselMessages);
  const services = useServices();
  const card = useRef<HTMLAnchorElement>(null);
  const never = useRef<HTMLAnchorElement>(null);
  // The real slide is exposed when it shows; the copy's ref stays unattached.
  useExposure(copy ? never : card, () => services.tracking.track(AD_EXPOSURE_EVENT, detailAdvertParams(contentId, advert, position)));
  // Issue 32: a link to the advert's own detail page (which leads on to its page); a tap asks the
  // advert's detail where it leads and opens it through the open rules, counting the click.
  return (
    <a ref={card} className="detail-advert" href={ROUTE.details.link({ newsId: advert.id })} onClick={onPlainClick(onOpen)}>
      <span className="detail-advert__picture">
        <Thumb src={advert.thumbnailUrl} alt="" ratio={DETAIL_ADVERT_RATIO} />
        <span className="detail-advert__tag">{t('tag.advert')}</span>
      </span>
      <span className="detail-advert__foot">
        <span className="detail-advert__title">{advert.title}</span>
        <span className="detail-advert__cta">{t('detail.viewDetails')}</span>
      </span>
    </a>
  );
}

/**
 * Spec 2 §2: the advert carousel (cards with the 'ad' tag, title and 'view details'); it plays by
 * itself every 4000 ms (spec 2 §9), loops and has no dots. The carousel panel's track and playback
 * (plugins/panels/carousel): it holds still while the reader is in it, when it is out of view, or with
 * reduced motion, and has a stop / play switch (WCAG 2.2.2) in place of the dots.
 */
export function AdvertCarousel({ contentId, adverts, onOpen }: AdvertCarouselProps) {
  const t = useTexts(detailPageMessages, carouselMessages);
  const services = useServices();
  const region = useRef<HTMLElement>(null);
  const carousel = useCarousel(region, adverts.length, CAROUSEL_AUTOPLAY_MS);
  if (adverts.length === 0) return null;

  const open = (advert: AdvertRef, position: number) => {
    services.tracking.track(AD_CLICK_EVENT, detailAdvertParams(contentId, advert, position));
    onOpen(advert);
  };
  return (
    <section
      ref={region}
      className="detail-section detail-adverts carousel"
      role="region"
      aria-roledescription={t('carousel.label')}
      aria-label={t('detail.adverts')}
      data-active-index={carousel.track.active}
      {...carousel.regionHandlers}
    >
      <CarouselTrack
        carousel={carousel}
        slideTestId="detail-advert"
        slideKey={(index) => String(adverts[index]?.id)}
        renderSlide={({ index, copy }) => {
          const advert = adverts[index];
          return advert ? <AdvertCard advert={advert} position={index} contentId={contentId} copy={copy} onOpen={() => open(advert, index)} /> : null;
        }}
      />
      {carousel.autoplay ? <CarouselToggle stopped={carousel.stopped} onToggle={carousel.toggleStopped} className="detail-adverts__toggle" /> : null}
    </section>
  );
}
