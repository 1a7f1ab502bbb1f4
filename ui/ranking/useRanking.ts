import { useEffect } from 'react';
import { CmsAnswerError } from '../../core/engine/render/cms-answer-error.ts';
import { isSuccessCode } from '../../core/engine/http/answer-notice.ts';
import { defineCall } from '../../core/engine/http/call.ts';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { useCall } from '../../core/engine/render/use-call.ts';
import { validateAs, type Validation } from '../../core/engine/schema/validate.ts';
import type { SchemaId } from '../../schemas/generated/schema-ids.ts';
import type { Panel } from '../../schemas/generated/types.ts';

export type RankingState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * A ranking's figures: one GET of the panel's own path, the answer's data checked (and repaired) by
 * the plugin's schema. Optional: a ranking that fails on the server leaves the rest of the page
 * rendered there, the browser asking again.
 */
export const rankingCall = defineCall<{ path: string; schemaId: SchemaId }, Validation<unknown>>({
  name: 'ranking',
  path: ({ path }) => path,
  read: (answer, { schemaId }) => {
    const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
    if (!isSuccessCode(code)) throw CmsAnswerError.of(answer);
    return validateAs<unknown>(schemaId, data);
  },
  optional: true,
});

/**
 * A ranking panel's own figures (spec 2 §2 hot tab), through the engine's call cache (the server
 * renders them with the life page); unusable rows are left out and reported on the bus like a
 * feed's. A failure leaves the panel in its failed state with a retry; the request wrapper's
 * catalogue shows the toast.
 */
export function useRanking<T>(panel: Pick<Panel, 'id' | 'typeCode'>, path: string, schemaId: SchemaId): { state: RankingState<T>; retry: () => void } {
  const { bus } = useEngine();
  const { id: panelId, typeCode } = panel;
  const { state: call, retry } = useCall(rankingCall, { path, schemaId });
  useEffect(() => {
    if (call.status !== 'ready') return;
    const checked = call.value;
    if (checked.warnings.length > 0) bus.emit('panel:warned', { panelId, typeCode, warnings: checked.warnings });
    if (!checked.ok) bus.emit('panel:dropped', { panelId, typeCode, reason: 'invalid', errors: checked.errors });
    // Once per answer (the call's state object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);
  if (call.status === 'loading') return { state: call, retry };
  if (call.status === 'failed' || !call.value.ok) return { state: { status: 'failed' }, retry };
  return { state: { status: 'ready', data: call.value.value as T }, retry };
}
