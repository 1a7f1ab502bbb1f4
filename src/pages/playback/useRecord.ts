import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { FetchOutcome } from '../../../core/detail/detail-api.ts';
import { readIdParam } from '../../../core/rules/content-id.ts';
import { CONTENT_MISSING_ROUTE } from '../../../core/detail/detail-variants.ts';
import { useEngine } from '../../../core/render/engine.tsx';

/** The page's id from its address (query `name`), or null when it is missing or unusable. */
export function useIdQuery(name = 'id'): string | null {
  const search = useSearch();
  return useMemo(() => {
    const read = readIdParam(new URLSearchParams(search).get(name));
    return read.kind === 'ok' ? read.id : null;
  }, [search, name]);
}

export type RecordState<T> = { status: 'no-id' } | { status: 'loading' } | { status: 'ready'; item: T } | { status: 'missing' } | { status: 'failed' };

/**
 * One CMS record for a page (a special topic, a playback, a picture set): loading until it answers;
 * code 5101 leads to the 'content does not exist' page as the detail does (spec 2 §8); another failure
 * shows its notice and offers `retry`. No id: 'no-id' at once.
 */
export function useRecord<T>(id: string | null, load: (id: string, signal: AbortSignal) => Promise<FetchOutcome<T>>, what: string) {
  const { services } = useEngine();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const key = `${id ?? ''}|${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; state: RecordState<T> } | null>(null);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    void load(id, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.status === 'failed') {
        console.error(`[${what}] not loaded`, id, outcome.reason);
        services.notices.show(outcome.notice);
      }
      setLoaded({ key, state: outcome.status === 'failed' ? { status: 'failed' } : outcome });
    });
    return () => controller.abort();
  }, [services, id, load, key, what]);

  const state: RecordState<T> = !id ? { status: 'no-id' } : loaded?.key === key ? loaded.state : { status: 'loading' };
  useEffect(() => {
    if (state.status === 'missing') navigate(CONTENT_MISSING_ROUTE, { replace: true });
  }, [state.status, navigate]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
