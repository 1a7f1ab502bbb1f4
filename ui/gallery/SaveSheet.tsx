import { useEffect, useRef } from 'react';
import { downloadNameOf, type SaveMode } from './save-image.ts';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { galleryMessages } from './gallery.messages.ts';

export interface SaveSheetProps {
  url: string;
  mode: SaveMode;
  /** 'save' chosen (page or app mode; a download link saves by itself). */
  onSave: () => void;
  /** 'cancel', a tap beside the sheet, Escape, or the download started. */
  onDismiss: () => void;
}

/** Spec 2 §2: a long press on an image offers 'save' or 'cancel', as a sheet from the bottom. */
export function SaveSheet({ url, mode, onSave, onDismiss }: SaveSheetProps) {
  const t = useTexts(galleryMessages);
  const first = useRef<HTMLElement | null>(null);
  // The finger that opened the sheet lifts over its backdrop, and the browser may click there:
  // only a press that began on the backdrop dismisses it.
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    first.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div
      className="gallery-sheet"
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current) onDismiss();
        pressedBackdrop.current = false;
      }}
    >
      <div className="gallery-sheet__panel" role="dialog" aria-modal="true" aria-label={t('gallery.actions')}>
        {mode === 'download' ? (
          // Outside the app the browser saves it: a download link (cross-origin images open in a tab instead).
          <a
            ref={(element) => {
              first.current = element;
            }}
            className="gallery-sheet__option"
            href={url}
            download={downloadNameOf(url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onDismiss}
          >
            {t('gallery.save')}
          </a>
        ) : (
          <button
            ref={(element) => {
              first.current = element;
            }}
            type="button"
            className="gallery-sheet__option"
            onClick={onSave}
          >
            {t('gallery.save')}
          </button>
        )}
        <button type="button" className="gallery-sheet__option gallery-sheet__option--cancel" onClick={onDismiss}>
          {t('gallery.cancel')}
        </button>
      </div>
    </div>
  );
}
