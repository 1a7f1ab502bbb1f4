import { useTexts } from '../../core/engine/render/useTexts.ts';
import { carouselMessages } from './carousel.messages.ts';

/** The reader's stop / play switch of a carousel that plays by itself (WCAG 2.2.2). */
export function CarouselToggle({ stopped, onToggle, className = '' }: { stopped: boolean; onToggle: () => void; className?: string }) {
  const t = useTexts(carouselMessages);
  return (
    <button
      type="button"
      className={`needs-app carousel__toggle carousel__toggle--${stopped ? 'play' : 'pause'} ${className}`.trim()}
      aria-label={t(stopped ? 'carousel.play' : 'carousel.pause')}
      onClick={onToggle}
    />
  );
}
