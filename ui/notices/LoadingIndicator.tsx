import { useSyncExternalStore } from 'react';
import type { LoadingCounter } from '../../core/http/loading.ts';
import { useEngine } from '../../core/render/engine.tsx';
import './chrome.css';

/** Spec 1 §7: 'data loading...' while any request made with `loading: true` is in flight. */
export function LoadingIndicator({ counter: given }: { counter?: LoadingCounter }) {
  const { t, services } = useEngine();
  const counter = given ?? services.loading;
  const count = useSyncExternalStore(counter.subscribe, counter.count, counter.count);
  if (count === 0) return null;
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      {t('common.dataLoading')}
    </div>
  );
}
