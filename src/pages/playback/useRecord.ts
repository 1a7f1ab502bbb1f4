import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { recordState, type RecordParams } from '../../../core/domain/detail/detail-api.ts';
import type { CallDefinition } from '../../../core/engine/http/call.ts';
import { useCall } from '../../../core/engine/render/use-call.ts';
import { readIdParam } from '../../../core/domain/rules/content-id.ts';
import { CONTENT_MISSING_ROUTE } from '../../../core/domain/detail/detail-variants.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';

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
 * shows its notice and offers `retry`. No id: 'no-id' at once. The server renders the page with it.
 */
export function useRecord<T>(definition: CallDefinition<RecordParams, T>, id: string | null, what: string, preview = false) {
  const { services } = useEngine();
  const [, navigate] = useLocation();
  const { state: call, retry } = useCall(definition, id ? { id, preview } : null);
  const outcome = recordState(call);
  useEffect(() => {
    const failure = recordState(call);
    if (failure.status !== 'failed') return;
    console.error(`[${what}] not loaded`, id, failure.reason);
    services.notices.show(failure.notice);
    // Once per failed answer (the call's state object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);

  const state: RecordState<T> = !id ? { status: 'no-id' } : outcome.status === 'failed' ? { status: 'failed' } : outcome;
  useEffect(() => {
    if (state.status === 'missing') navigate(CONTENT_MISSING_ROUTE, { replace: true });
  }, [state.status, navigate]);
  return { state, retry };
}
