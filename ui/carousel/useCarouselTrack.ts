import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_TRANSITION_MS, realPosition, slideOfPosition } from './carousel-rules.ts';

/**
 * The looping track: position 1..count are the real slides, 0 and count + 1 their copies. After the
 * animation lands on a copy, the track jumps (unanimated) to the real slide it shows.
 */
export function useCarouselTrack(count: number, instant: boolean) {
  const [position, setPosition] = useState(1);
  const [animate, setAnimate] = useState(false);
  const real = realPosition(position, count);
  useEffect(() => {
    if (real === position) return;
    const timer = setTimeout(
      () => {
        setAnimate(false);
        setPosition(real);
      },
      instant ? 0 : CAROUSEL_TRANSITION_MS,
    );
    return () => clearTimeout(timer);
  }, [position, real, instant]);

  /** One step forward (+1) or back (-1); ignored while the track still stands on a copy. */
  const move = useCallback(
    (step: -1 | 1) => {
      if (count < 2) return;
      setAnimate(!instant);
      setPosition((current) => (realPosition(current, count) === current ? current + step : current));
    },
    [count, instant],
  );

  /** One step forward, unless the reader already moved away from `slide` (autoplay's step). */
  const advanceFrom = useCallback(
    (slide: number) => {
      if (count < 2) return;
      setAnimate(!instant);
      setPosition((current) =>
        realPosition(current, count) === current && slideOfPosition(current, count) === slide ? current + 1 : current,
      );
    },
    [count, instant],
  );

  const goTo = useCallback(
    (slide: number) => {
      setAnimate(!instant);
      setPosition(slide + 1);
    },
    [instant],
  );

  /** `settled`: the track stands on a real slide, not on a copy mid-loop. */
  return { position, animate, settled: real === position, active: slideOfPosition(position, count), move, advanceFrom, goTo };
}
