import { useEffect, useState } from 'react';
import { showsBackToTop } from '../../../core/domain/playback/back-to-top.ts';
import { prefersReducedMotion } from '../../../ui/motion/usePrefersReducedMotion.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { playbackMessages } from './playback.messages.ts';

/** Spec 2 §2: a button that appears after scrolling down and brings the page back to its top. */
export function BackToTop() {
  const t = useTexts(playbackMessages);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(showsBackToTop(window.scrollY, window.innerHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('playback.backToTop')}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
