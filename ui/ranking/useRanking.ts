import { useCallback, useEffect, useState } from 'react';
import { CmsAnswerError } from '../../core/feed/cms-answer-error.ts';
import { isSuccessCode } from '../../core/http/answer-notice.ts';
import { useEngine } from '../../core/render/engine.tsx';
import { validateAs } from '../../core/schema/validate.ts';
import type { SchemaId } from '../../schemas/generated/schema-ids.ts';
import type { Panel } from '../../schemas/generated/types.ts';

export type RankingState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * A ranking panel's own figures (spec 2 §2 hot tab): one GET through the page's request service,
 * the answer's data checked (and repaired) by `schemaId`; unusable rows are left out and reported
 * on the bus like a feed's. A failure leaves the panel in its failed state with a retry; the request
 * wrapper's catalogue shows the toast.
 */
export function useRanking<T>(panel: Pick<Panel, 'id' | 'typeCode'>, path: string, schemaId: SchemaId): { state: RankingState<T>; retry: () => void } {
  const { services, bus } = useEngine();
  const { id: panelId, typeCode } = panel;
  const [attempt, setAttempt] = useState(0);
  // The state belongs to one attempt: a retry shows as loading until it answers.
  const [kept, setKept] = useState<{ attempt: number; state: RankingState<T> }>({ attempt: -1, state: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: RankingState<T>) => !controller.signal.aborted && setKept({ attempt, state });
    services
      .request(path, { signal: controller.signal })
      .then((answer) => {
        const { code, data } = (answer ?? {}) as { code?: unknown; data?: unknown };
        if (!isSuccessCode(code)) throw CmsAnswerError.of(answer);
        const checked = validateAs<T>(schemaId, data);
        if (checked.warnings.length > 0) bus.emit('panel:warned', { panelId, typeCode, warnings: checked.warnings });
        if (checked.ok) return settle({ status: 'ready', data: checked.value });
        bus.emit('panel:dropped', { panelId, typeCode, reason: 'invalid', errors: checked.errors });
        return settle({ status: 'failed' });
      })
      .catch(() => settle({ status: 'failed' }));
    return () => controller.abort();
  }, [services, bus, panelId, typeCode, path, schemaId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: kept.attempt === attempt ? kept.state : { status: 'loading' }, retry };
}
