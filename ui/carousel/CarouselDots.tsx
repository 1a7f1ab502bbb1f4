import { CarouselToggle } from './CarouselToggle.tsx';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { carouselMessages } from './carousel.messages.ts';

interface Props {
  count: number;
  active: number;
  onGoTo: (slide: number) => void;
  autoplay: boolean;
  stopped: boolean;
  onToggle: () => void;
}

/** The dots (one button per slide) and, when it plays by itself, the reader's stop/play switch. */
export function CarouselDots({ count, active, onGoTo, autoplay, stopped, onToggle }: Props) {
  const t = useTexts(carouselMessages);
  return (
    <div className="carousel__controls">
      {autoplay ? <CarouselToggle stopped={stopped} onToggle={onToggle} /> : null}
      <div className="carousel__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="carousel__dot needs-app"
            aria-label={t('carousel.goTo', { index: index + 1 })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => onGoTo(index)}
          />
        ))}
      </div>
    </div>
  );
}
