import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { LOAD_MORE_TEXT, pastThreshold, type LoadMorePhase } from './pull-state.ts';
import { usePullGesture } from './usePullGesture.ts';

interface Props {
  hasMore: boolean;
  /** Loads the next page; a rejection shows 'load failure'. */
  onLoadMore: () => Promise<void>;
  /** How early the next page starts loading before the end comes into view (IntersectionObserver rootMargin). */
  rootMargin?: string;
}

const documentAtBottom = (): boolean => {
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollTop + window.innerHeight >= page.scrollHeight - 1;
};

/**
 * Spec 2 §4 load-more: the next page loads when this line comes into view ('pull up to load more',
 * 'loading', 'load success'); after a failure ('load failure') a retry button or a pull up of 100 px
 * at the bottom ('release to load more') tries again; 'no more data' once the list has ended.
 */
export function LoadMoreTrigger({ hasMore, onLoadMore, rootMargin = '0px' }: Props) {
  const { t } = useEngine();
  const [phase, setPhase] = useState<Exclude<LoadMorePhase, 'no-more'>>('pull');
  const [round, setRound] = useState(0);
  const loading = useRef(false);

  const load = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setPhase('loading');
    try {
      await onLoadMore();
      setPhase('success');
      setRound((n) => n + 1);
    } catch {
      setPhase('fail');
    } finally {
      loading.current = false;
    }
  }, [onLoadMore]);

  const onInView = useEffectEvent(() => {
    if (hasMore && (phase === 'pull' || phase === 'success')) void load();
  });

  // In view and more to come: load. The line is remounted after each page, so a new observer reports
  // at once whether it is still in view (a short page then loads the next).
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onInView();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, rootMargin]);

  usePullGesture(
    useCallback(() => document, []),
    {
      direction: 'up',
      enabled: hasMore && (phase === 'fail' || phase === 'release'),
      canStart: documentAtBottom,
      onPull: (pulled) => setPhase(pastThreshold(pulled) ? 'release' : 'fail'),
      onRelease: (pulled) => (pastThreshold(pulled) ? void load() : setPhase('fail')),
      onCancel: () => setPhase('fail'),
    },
  );

  const shown: LoadMorePhase = hasMore || phase === 'loading' ? phase : 'no-more';
  return (
    <div key={round} ref={setSentinel} className="load-more" data-testid="load-more" data-phase={shown} role="status" aria-live="polite">
      {shown === 'loading' ? <span className="load-more__spinner" aria-hidden="true" /> : null}
      <span>{t(LOAD_MORE_TEXT[shown])}</span>
      {shown === 'fail' ? (
        <button type="button" className="load-more__retry" onClick={() => void load()}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
