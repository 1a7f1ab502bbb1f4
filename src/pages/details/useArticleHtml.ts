import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CallState } from '../../../core/engine/http/call-cache.ts';
import { loadOnce } from '../../../core/engine/env/load-once.ts';
import { afterLoadAndIdle } from '../../../core/engine/env/page-idle.ts';
import type { PageWindow } from '../../../core/engine/sanitize/sanitize-html.ts';
import { providedSanitizer, type Sanitize } from '../../../core/engine/sanitize/sanitizer-slot.ts';

/** The attribute naming the body's address on its element: the server's sanitized markup is found by it. */
export const BODY_SOURCE_ATTRIBUTE = 'data-body-src';

/** The sanitizer's module; a failed load (the app's own file unreachable) is tried again by the next body or a retry. */
const loadSanitizer = /* @__PURE__ */ loadOnce(() => import('../../../core/engine/sanitize/sanitize-html.ts').then((module) => module.sanitizeArticleHtml));

/** The markup the server sanitized and rendered for this body, while the page still shows it (hydration). */
function serverSanitized(url: string, win: PageWindow): string | null {
  for (const element of win.document.querySelectorAll(`[${BODY_SOURCE_ATTRIBUTE}]`)) if (element.getAttribute(BODY_SOURCE_ATTRIBUTE) === url) return element.innerHTML;
  return null;
}

export interface ArticleHtml {
  /** The body's sanitized HTML, or null while it is not ready. */
  html: string | null;
  /** The sanitizer's code could not be loaded, so a body that needs it cannot show (until a retry). */
  sanitizerFailed: boolean;
  retrySanitizer: () => void;
}

/**
 * The article body's sanitized HTML. A body the server rendered keeps the server's sanitized markup
 * (the server and the page share one origin and one policy), so the page hydrates without the
 * sanitizer, which loads when the page is idle, for the next article; any other body waits for it
 * (the body's skeleton shows meanwhile) and fails, with a retry, if it cannot load. On the server it
 * is always there.
 */
export function useArticleHtml(state: CallState<string>, url: string | null, win: PageWindow): ArticleHtml {
  const [sanitize, setSanitize] = useState<Sanitize | null>(providedSanitizer);
  const [kept] = useState(() => (state.status === 'ready' && state.seeded && url !== null ? serverSanitized(url, win) : null));
  // A retry clears it, and the effect below asks again.
  const [loadFailed, setLoadFailed] = useState(false);
  const needed = kept === null;
  useEffect(() => {
    if (sanitize || loadFailed) return undefined;
    let left = false;
    const take = () =>
      void loadSanitizer().then(
        (found) => !left && setSanitize(() => found),
        (error: unknown) => {
          console.warn('[detail] the sanitizer did not load', error);
          if (!left) setLoadFailed(true);
        },
      );
    const cancel = needed ? (take(), () => undefined) : afterLoadAndIdle(take);
    return () => {
      left = true;
      cancel();
    };
  }, [sanitize, needed, loadFailed]);
  const html = useMemo(() => {
    if (state.status !== 'ready') return null;
    if (kept !== null && state.seeded) return kept;
    return sanitize ? sanitize(state.value, win) : null;
  }, [state, kept, sanitize, win]);
  const retrySanitizer = useCallback(() => setLoadFailed(false), []);
  // Only a body that is there and waits for the sanitizer has failed: one still loading keeps its skeleton.
  const sanitizerFailed = html === null && state.status === 'ready' && !sanitize && loadFailed;
  return { html, sanitizerFailed, retrySanitizer };
}
