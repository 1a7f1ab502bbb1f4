import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useEngine } from '../../core/engine/render/engine.tsx';
import {
  BOUNCE_BACK_MS,
  NEWER_TEXT,
  pastThreshold,
  pullOffset,
  REFRESH_HOLD_PX,
  REFRESH_TEXT,
  type RefreshPhase,
} from './pull-state.ts';
import { usePullGesture } from './usePullGesture.ts';
import './pull-to-refresh.css';

interface Props {
  /** Reloads the list from page 1; a rejection shows 'refresh failure'. */
  onRefresh: () => Promise<void>;
  children: ReactNode;
  disabled?: boolean;
  /** Is the list scrolled to its top? The document's scroll position by default. */
  isAtTop?: () => boolean;
  /** The list knows a newer answer exists: 'new updates pull down to refresh' shows above it, and while pulling. */
  newer?: boolean;
}

const documentAtTop = (): boolean => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/**
 * Spec 2 §4 pull-to-refresh: pulled down at the top the list shows 'pull down to refresh', past
 * 100 px 'release to refresh'; released there it shows 'loading' until onRefresh settles, then
 * 'refresh success' or 'refresh failure' while it springs back in 600 ms. When the list knows of a
 * newer answer, 'new updates pull down to refresh' stands above it (spec 1 §9) until a refresh.
 */
export function PullToRefresh({ onRefresh, children, disabled = false, isAtTop = documentAtTop, newer = false }: Props) {
  const { t } = useEngine();
  const root = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<RefreshPhase>('idle');
  const [distance, setDistance] = useState(0);
  const dragging = phase === 'pull' || phase === 'release';
  const settled = phase === 'success' || phase === 'fail';

  const refresh = useCallback(async () => {
    setPhase('loading');
    try {
      await onRefresh();
      setPhase('success');
    } catch {
      setPhase('fail');
    }
  }, [onRefresh]);

  usePullGesture(
    useCallback(() => root.current, []),
    {
      direction: 'down',
      enabled: !disabled && (phase === 'idle' || dragging),
      canStart: isAtTop,
      onPull: (pulled) => {
        setDistance(pulled);
        setPhase(pulled > 0 ? (pastThreshold(pulled) ? 'release' : 'pull') : 'idle');
      },
      onRelease: (pulled) => {
        setDistance(0);
        if (pastThreshold(pulled)) void refresh();
        else setPhase('idle');
      },
      onCancel: () => {
        setDistance(0);
        setPhase('idle');
      },
    },
  );

  // The outcome shows while the head springs back; then the list is at rest again.
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setPhase('idle'), BOUNCE_BACK_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  const offset = dragging ? pullOffset(distance) : phase === 'loading' ? REFRESH_HOLD_PX : 0;
  // No transform at rest: a transformed ancestor would turn position: fixed inside the list into absolute.
  const transform = phase === 'idle' && offset === 0 ? undefined : `translateY(${offset}px)`;
  const motion = dragging ? 'none' : `transform ${BOUNCE_BACK_MS}ms cubic-bezier(0.2, 0.9, 0.3, 1.2)`;
  return (
    <div ref={root} className="ptr" data-testid="pull-to-refresh" data-phase={phase}>
      {/* Above the list and moving with it; the outcome stays in the room the loading held (below a
          sticky header) while the list springs back under it. */}
      <div
        className="ptr__head"
        role="status"
        aria-live="polite"
        style={{ height: REFRESH_HOLD_PX, transform: `translateY(${settled ? REFRESH_HOLD_PX : offset}px)`, transition: settled ? 'none' : motion }}
      >
        {dragging ? <span className="ptr__arrow" aria-hidden="true" /> : null}
        {phase === 'loading' ? <span className="ptr__spinner" aria-hidden="true" /> : null}
        {phase === 'idle' ? null : <span className="ptr__text">{t(phase === 'pull' && newer ? NEWER_TEXT : REFRESH_TEXT[phase])}</span>}
      </div>
      <div className="ptr__track" style={{ transform, transition: motion }}>
        {newer && phase === 'idle' ? <p className="ptr__newer">{t(NEWER_TEXT)}</p> : null}
        {children}
      </div>
    </div>
  );
}
