import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { prefersReducedMotion } from '../motion/usePrefersReducedMotion.ts';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { sheetMessages } from './sheet.messages.ts';
import './sheet.css';
import { lastOf } from '../../core/engine/env/old-engines.ts';

/** Spec 2 §9: the comment list's viewport is 80vh. */
export const COMMENT_SHEET_HEIGHT = '80vh';
/** Spec 2 §9: animations last 0.3 to 1.5 s; the sheet slides in and out in 0.3 s. */
export const SHEET_ANIMATION_MS = 300;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface SheetProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Stays at the bottom of the sheet (the comment input). */
  footer?: ReactNode;
  testId?: string;
}

/** Everything on the page but `keep` becomes inert while the sheet is open; undoes it afterwards. */
function makeRestInert(keep: HTMLElement): () => void {
  const changed = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== keep && !el.inert);
  changed.forEach((el) => (el.inert = true));
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    changed.forEach((el) => (el.inert = false));
    document.body.style.overflow = overflow;
  };
}

/**
 * A modal that slides up from the bottom (spec 2 §2 comment and reply modals): the rest of the page is
 * inert, focus stays inside (Tab wraps), Escape or a tap on the backdrop closes it, and focus goes back
 * to where it was.
 */
export function Sheet({ title, onClose, children, footer, testId }: SheetProps) {
  const t = useTexts(sheetMessages);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [host] = useState(() => Object.assign(document.createElement('div'), { className: 'sheet-host' }));
  const [phase, setPhase] = useState<'entering' | 'open' | 'leaving'>('entering');
  const closing = useRef(false);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  const requestClose = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    setPhase('leaving');
    if (prefersReducedMotion()) latestOnClose.current();
    else setTimeout(() => latestOnClose.current(), SHEET_ANIMATION_MS);
  }, []);

  useEffect(() => {
    document.body.appendChild(host);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = makeRestInert(host);
    const frame = requestAnimationFrame(() => setPhase('open'));
    (panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      restore();
      host.remove();
      if (previous?.isConnected) previous.focus();
    };
  }, [host, requestClose]);

  /** Tab and Shift+Tab wrap around inside the sheet. */
  const trapFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = lastOf(focusable);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const style = { '--sheet-height': COMMENT_SHEET_HEIGHT, '--sheet-duration': `${SHEET_ANIMATION_MS}ms` } as CSSProperties;
  return createPortal(
    <div className="sheet" data-phase={phase} style={style} data-testid={testId}>
      <div className="sheet__backdrop" data-testid="sheet-backdrop" aria-hidden="true" onClick={requestClose} />
      <section ref={panel} className="sheet__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={trapFocus}>
        <header className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="sheet__close" aria-label={t('sheet.close')} onClick={requestClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="sheet__body">{children}</div>
        {footer ? <div className="sheet__footer">{footer}</div> : null}
      </section>
    </div>,
    host,
  );
}
