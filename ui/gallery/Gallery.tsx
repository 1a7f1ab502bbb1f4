import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { stripOffset, type GallerySignal } from '../../core/domain/gallery/gesture-machine.ts';
import { preloadIndexes, SLIDE_GAP_PX } from '../../core/domain/gallery/gesture-rules.ts';
import { IDENTITY_VIEW } from '../../core/domain/gallery/view-math.ts';
import { Toast } from '../notices/Toast.tsx';
import { GallerySlide } from './GallerySlide.tsx';
import { GalleryBridgeContext, saveInApp, saveModeOf, type SaveMode } from './save-image.ts';
import { SaveSheet } from './SaveSheet.tsx';
import { lockPageScroll } from './scroll-lock.ts';
import { trapTab } from './focus-trap.ts';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion.ts';
import { useGalleryGestures } from './useGalleryGestures.ts';
import './gallery.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { galleryMessages } from './gallery.messages.ts';
import { browserStorage } from '../../core/platform/session/store.ts';

export interface GalleryProps {
  images: string[];
  /** The image shown first. */
  index: number;
  onClose: () => void;
  /** false: long press offers nothing (e.g. a variant without saving). Default true. */
  canSave?: boolean;
  /** The page saves the image itself; without it the app saves it (in-app) or a download link is offered. */
  onSave?: (url: string) => void;
}

/**
 * Spec 2 §2, §4, §5, §9: the full-screen image viewer. Swipe between images (or Left/Right), pinch and
 * rotate, double tap to zoom, tap or Escape to close, long press to save. The page under it is
 * locked in place and comes back exactly where it was, and so does the keyboard focus.
 */
export default function Gallery({ images, index, onClose, canSave = true, onSave }: GalleryProps) {
  const t = useTexts(galleryMessages);
  const bridge = useContext(GalleryBridgeContext);
  const reducedMotion = usePrefersReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const counterId = useId();
  const [sheet, setSheet] = useState<{ url: string; mode: SaveMode } | null>(null);
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null);
  const mounted = useRef(true);

  const openSheet = (at: number) => {
    const url = images[at];
    if (canSave && url) setSheet({ url, mode: saveModeOf(Boolean(onSave), browserStorage()) });
  };
  const onSignal = (signal: GallerySignal) => {
    if (signal.type === 'tap') onClose();
    else if (signal.type === 'savePress') openSheet(signal.index);
  };
  const { state, go, recount, viewportRef, pointerHandlers } = useGalleryGestures(images.length, index, onSignal);

  // Spec 2 §4: opening hides page scrolling, closing restores it; focus goes in, and back on close.
  const hasImages = images.length > 0;
  useLayoutEffect(() => {
    mounted.current = true;
    if (!hasImages) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockPageScroll();
    closeButton.current?.focus({ preventScroll: true });
    return () => {
      mounted.current = false;
      release();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [hasImages]);

  // The page may point the open gallery at another image.
  const opened = useRef(index);
  useEffect(() => {
    if (opened.current === index) return;
    opened.current = index;
    go(index);
  }, [index, go]);

  useEffect(() => {
    if (images.length !== state.count) recount(images.length);
  }, [images.length, state.count, recount]);

  const closeSheet = () => {
    setSheet(null);
    closeButton.current?.focus({ preventScroll: true });
  };

  const save = (url: string, mode: SaveMode) => {
    closeSheet();
    if (mode === 'page') return onSave?.(url);
    void saveInApp(bridge(), url).then((outcome) => {
      if (outcome === 'saved' && mounted.current) setToast({ id: Date.now(), text: t('gallery.saved') });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (sheet) closeSheet();
      else onClose();
    } else if (event.key === 'Tab') {
      const layer = sheet ? root.current?.querySelector<HTMLElement>('.gallery-sheet__panel') : root.current;
      if (layer) trapTab(event, layer);
    } else if (!sheet && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      go(state.index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  if (images.length === 0) return null;
  const near = new Set(preloadIndexes(state.index, images.length));
  const animate = state.animation && !reducedMotion ? `transform ${state.animation.durationMs}ms cubic-bezier(0.22, 0.61, 0.36, 1)` : 'none';
  const total = images.length;

  return createPortal(
    <div
      ref={root}
      className="gallery"
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery.label')}
      aria-describedby={counterId}
      // Focusable itself, so a press on the image keeps the focus (and Escape) inside.
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewportRef}
        className="gallery__viewport"
        data-testid="gallery-viewport"
        onContextMenu={(event) => event.preventDefault()}
        {...pointerHandlers}
      >
        <div className="gallery__strip" style={{ gap: SLIDE_GAP_PX, transform: `translate3d(${stripOffset(state)}px, 0, 0)`, transition: animate }}>
          {images.map((url, i) => (
            <GallerySlide
              // Index and address: the same image may appear twice in one article.
              key={`${i}:${url}`}
              url={url}
              load={near.has(i)}
              current={i === state.index}
              view={i === state.index ? state.view : IDENTITY_VIEW}
              transition={animate}
              alt={t('gallery.image', { current: i + 1, total })}
              loadFailedText={t('gallery.loadFailed')}
            />
          ))}
        </div>
      </div>
      <div className="gallery__bar">
        <p id={counterId} className="gallery__counter" aria-live="polite">
          {t('gallery.counter', { current: state.index + 1, total })}
        </p>
        <button ref={closeButton} type="button" className="gallery__close" aria-label={t('gallery.close')} onClick={onClose}>
          <span aria-hidden="true" className="gallery__close-icon" />
        </button>
      </div>
      {canSave && (
        // The long press has no keyboard: the same sheet from a button (as news apps put a save icon here).
        <button type="button" className="gallery__more" aria-label={t('gallery.actions')} onClick={() => openSheet(state.index)}>
          <span aria-hidden="true" className="gallery__more-icon" />
        </button>
      )}
      {sheet && <SaveSheet url={sheet.url} mode={sheet.mode} onSave={() => save(sheet.url, sheet.mode)} onDismiss={closeSheet} />}
      {toast && <Toast key={toast.id} message={toast.text} onDone={() => setToast(null)} />}
    </div>,
    document.body,
  );
}
