import { useEffect, useState } from 'react';
import { LOAD_MORE_PATH } from '../../../core/domain/feed/paging.ts';
import type { Services } from '../../../core/engine/services/services.ts';
import { COMPOSITE_PATH } from '../../feed/feed-call.ts';
import type { playgroundMessages } from './playground.messages.ts';

type Key = keyof (typeof playgroundMessages)['en'] & string;
/** How many items the playground asks the CMS for per panel (the feed's first page). */
export const PLAYGROUND_PAGE_SIZE = 20;

export type CmsSource =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: unknown; note: { key: Key; params: Record<string, string> } | null }
  | { status: 'failed'; key: Key; params: Record<string, string> };

const asPanels = (answer: unknown): unknown[] => {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
};

/**
 * A live CMS source: a category's composite answer (one panel of it when a panel id is given too), or
 * a panel's items alone (getContentList) shown as a vertical list. In preview, so an editor sees drafts.
 */
export function useCmsSource(services: Services, category: string | null, panel: string | null): CmsSource {
  const key = category || panel ? `${category ?? ''}|${panel ?? ''}` : null;
  // The answer of the source last asked for; another key means its answer is still on its way.
  const [answered, setAnswered] = useState<{ key: string; source: CmsSource } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const settle = (source: CmsSource) => !controller.signal.aborted && setAnswered({ key, source });
    const ask = category
      ? services.request(COMPOSITE_PATH, { params: { categoryCode: category, pageSize: PLAYGROUND_PAGE_SIZE, hasAdvert: 1, preview: 1 }, signal: controller.signal, notify: false })
      : services.request(LOAD_MORE_PATH, { params: { panelId: panel ?? '', pageSize: PLAYGROUND_PAGE_SIZE, hasAdvert: 1, preview: 1 }, signal: controller.signal, notify: false });
    ask.then(
      (answer) => {
        if (!category) {
          const value = { id: panel, typeCode: 'core.list.content', contents: asPanels(answer) };
          settle({ status: 'ready', value, note: { key: 'playground.panelOnly', params: { panel: panel ?? '' } } });
        } else if (!panel) settle({ status: 'ready', value: answer, note: null });
        else {
          const found = asPanels(answer).find((p) => String((p as { id?: unknown } | null)?.id) === panel);
          settle(found === undefined ? { status: 'failed', key: 'playground.noSuchPanel', params: { category, panel } } : { status: 'ready', value: found, note: null });
        }
      },
      (error: unknown) => settle({ status: 'failed', key: 'playground.loadFailed', params: { message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => controller.abort();
  }, [services, key, category, panel]);
  if (key === null) return { status: 'idle' };
  return answered?.key === key ? answered.source : { status: 'loading' };
}
