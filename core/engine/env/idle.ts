/**
 * Idle work, guarded: Safari and iOS webviews (every iPhone reader) have no `requestIdleCallback`,
 * and a call to it there throws and takes the page down. Every idle wait of the app goes through here.
 */

/** Where the browser has no idle callback: the pause before the work runs (our choice: long enough
 * for a frame and a first tap to go first, short enough that nothing waits noticeably), capped by the
 * caller's own timeout. */
export const IDLE_FALLBACK_PAUSE_MS = 200;

interface IdleGlobals {
  requestIdleCallback?: (run: () => void, options?: { timeout?: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/**
 * Runs `run` in an idle moment of the main thread, at the latest after `timeoutMs`; where the browser
 * has no idle callbacks, after a short pause. Returns what cancels it (safe to call at any time).
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackPauseMs: number = IDLE_FALLBACK_PAUSE_MS): () => void {
  const idle = globalThis as IdleGlobals;
  if (typeof idle.requestIdleCallback === 'function' && typeof idle.cancelIdleCallback === 'function') {
    const request = idle.requestIdleCallback;
    const cancel = idle.cancelIdleCallback;
    const id = request.call(globalThis, () => run(), { timeout: timeoutMs });
    return () => cancel.call(globalThis, id);
  }
  const timer = setTimeout(run, Math.min(timeoutMs, fallbackPauseMs));
  return () => clearTimeout(timer);
}
