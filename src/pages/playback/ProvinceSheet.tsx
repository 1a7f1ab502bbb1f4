import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { SpecialClass } from '../../../schemas/generated/types.ts';
import { Sheet } from '../../../ui/sheet/Sheet.tsx';
import { playbackMessages } from './playback.messages.ts';

interface Props {
  classes: readonly SpecialClass[];
  current: string | null;
  onPick: (picked: SpecialClass) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2 'province picker': a playback special's classes are its regional sections (the CMS's
 * playback specials are split by province); picking one lists that class.
 */
export function ProvinceSheet({ classes, current, onPick, onClose }: Props) {
  const t = useTexts(playbackMessages);
  return (
    <Sheet title={t('playback.province')} onClose={onClose} testId="province-sheet">
      <div className="playback-chips">
        {classes.map((c) => (
          <button
            key={c.id}
            type="button"
            className="playback-chip"
            aria-pressed={c.id === current}
            onClick={() => {
              onPick(c);
              onClose();
            }}
          >
            {c.title}
          </button>
        ))}
      </div>
    </Sheet>
  );
}
