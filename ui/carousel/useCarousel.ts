import { useCallback, useState, type RefObject } from 'react';
import { useAutoplay } from './useAutoplay.ts';
import { useCarouselTrack } from './useCarouselTrack.ts';
import { usePauseReasons } from './usePauseReasons.ts';
import { useSwipe } from './useSwipe.ts';

/**
 * A looping carousel of `count` slides: its track, swipe, autoplay every `autoplayMs` (null: none),
 * and the reasons it holds still (the reader in it, out of view, page hidden, reduced motion, or the
 * reader's stop switch). Shared by the feed's carousel panel and the detail page's advert carousel;
 * `region` is the carousel's outer element (it takes `regionHandlers` too), the rest goes to <CarouselTrack>.
 */
export function useCarousel(region: RefObject<HTMLElement | null>, count: number, autoplayMs: number | null) {
  const pause = usePauseReasons(region);
  const [stopped, setStopped] = useState(false);
  const track = useCarouselTrack(count, pause.reducedMotion);
  const swipe = useSwipe(count > 1, track.move);
  const delay = count > 1 ? autoplayMs : null;
  const playing = delay !== null && !stopped && !pause.paused && swipe.drag === null;
  useAutoplay(playing ? delay : null, track.active, track.advanceFrom);
  const toggleStopped = useCallback(() => setStopped((was) => !was), []);
  return { count, regionHandlers: pause.handlers, track, swipe, autoplay: delay !== null, playing, stopped, toggleStopped };
}

export type CarouselState = ReturnType<typeof useCarousel>;
