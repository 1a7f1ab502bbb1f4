import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { textOf, type NoticeCentre } from '../../core/engine/http/notices.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import './chrome.css';

/** Spec 2 §9: a toast shows for 2 s (callers may ask otherwise, e.g. 1 s for a login exception). */
export const TOAST_DURATION_MS = 2000;

export interface ToastProps {
  message: string;
  durationMs?: number;
  /** Called once the time is up. */
  onDone: () => void;
}

/** A short message at the bottom of the screen, read out politely, gone after its time. */
export function Toast({ message, durationMs = TOAST_DURATION_MS, onDone }: ToastProps) {
  const done = useEffectEvent(onDone);
  // The time runs from mounting: give a new toast a new key (ToastHost keys by notice id).
  useEffect(() => {
    const timer = setTimeout(() => done(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);
  return (
    <div className="toast" role="status" aria-live="polite">
      {message}
    </div>
  );
}

/** Shows the notice centre's current toast (a newer toast replaces it and starts its own time). */
export function ToastHost({ centre: given }: { centre?: NoticeCentre }) {
  const { t, services } = useEngine();
  const centre = given ?? services.notices;
  const { toast } = useSyncExternalStore(centre.subscribe, centre.getSnapshot, centre.getSnapshot);
  if (!toast) return null;
  return <Toast key={toast.id} message={textOf(toast.text, t)} durationMs={toast.durationMs} onDone={() => centre.dismissToast(toast.id)} />;
}
