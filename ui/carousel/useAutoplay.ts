import { useEffect } from 'react';

/** Moves on from the shown slide after `delay` ms; null holds still. Each new slide starts a new wait. */
export function useAutoplay(delay: number | null, activeSlide: number, advanceFrom: (slide: number) => void): void {
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => advanceFrom(activeSlide), delay);
    return () => clearTimeout(timer);
  }, [delay, activeSlide, advanceFrom]);
}
