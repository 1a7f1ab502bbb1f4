import { afterLoadAndIdle } from '../../core/engine/env/page-idle.ts';
import { APP_FAILED_ATTRIBUTE, APP_READY_ATTRIBUTE, whenRootAttribute } from '../ssr/ready-attributes.ts';

/**
 * Work the page can do without (its services, render reports), once the page is ready (or could not
 * start), has loaded and is idle: on a route whose code comes after the window's load (each page but
 * the home), load and idle alone came before the page's own scripts, and theirs counted in its
 * scripts before ready (issue 31's budget). Returns a cancel.
 */
export function afterPageReadyAndIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | null = null;
  void Promise.race([whenRootAttribute(APP_READY_ATTRIBUTE), whenRootAttribute(APP_FAILED_ATTRIBUTE)]).then(() => {
    if (!cancelled) cancelIdle = afterLoadAndIdle(run);
  });
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}
