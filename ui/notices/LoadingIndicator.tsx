import { useSyncExternalStore } from 'react';
import type { LoadingCounter } from '../../core/engine/http/loading.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import './chrome.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { noticesMessages } from './notices.messages.ts';

/** Spec 1 §7: 'data loading...' while any request made with `loading: true` is in flight. */
export function LoadingIndicator({ counter: given }: { counter?: LoadingCounter }) {
  const { services } = useEngine();
  const t = useTexts(noticesMessages);
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
