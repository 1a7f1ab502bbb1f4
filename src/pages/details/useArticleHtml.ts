import { useEffect, useMemo, useState } from 'react';
import type { CallState } from '../../../core/engine/http/call-cache.ts';
import { afterLoadAndIdle } from '../../../core/engine/env/page-idle.ts';
import type { PageWindow } from '../../../core/engine/sanitize/sanitize-html.ts';
import { providedSanitizer, type Sanitize } from '../../../core/engine/sanitize/sanitizer-slot.ts';

/** The attribute naming the body's address on its element: the server's sanitized markup is found by it. */
export const BODY_SOURCE_ATTRIBUTE = 'data-body-src';

let loading: Promise<Sanitize> | null = null;
/** The sanitizer's module; a failed load (the app's own file unreachable) is tried again by the next body. */
const loadSanitizer = (): Promise<Sanitize> =>
  (loading ??= import('../../../core/engine/sanitize/sanitize-html.ts').then(
    (module) => module.sanitizeArticleHtml,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** The markup the server sanitized and rendered for this body, while the page still shows it (hydration). */
function serverSanitized(url: string, win: PageWindow): string | null {
  for (const element of win.document.querySelectorAll(`[${BODY_SOURCE_ATTRIBUTE}]`)) if (element.getAttribute(BODY_SOURCE_ATTRIBUTE) === url) return element.innerHTML;
  return null;
}

/**
 * The article body's sanitized HTML, or null while it is not ready. A body the server rendered keeps
 * the server's sanitized markup (the server and the page share one origin and one policy), so the
 * page hydrates without the sanitizer, which loads when the page is idle, for the next article; any
 * other body waits for it (the body's skeleton shows meanwhile). On the server it is always there.
 */
export function useArticleHtml(state: CallState<string>, url: string | null, win: PageWindow): string | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(providedSanitizer);
  const [kept] = useState(() => (state.status === 'ready' && state.seeded && url !== null ? serverSanitized(url, win) : null));
  const needed = kept === null;
  useEffect(() => {
    if (sanitize) return undefined;
    let left = false;
    const take = () =>
      void loadSanitizer().then(
        (found) => !left && setSanitize(() => found),
        (error: unknown) => console.warn('[detail] the sanitizer did not load', error),
      );
    const cancel = needed ? (take(), () => undefined) : afterLoadAndIdle(take);
    return () => {
      left = true;
      cancel();
    };
  }, [sanitize, needed]);
  return useMemo(() => {
    if (state.status !== 'ready') return null;
    if (kept !== null && state.seeded) return kept;
    return sanitize ? sanitize(state.value, win) : null;
  }, [state, kept, sanitize, win]);
}
