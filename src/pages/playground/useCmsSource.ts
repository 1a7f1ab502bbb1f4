import { useMemo } from 'react';
import { LOAD_MORE_PATH } from '../../../core/domain/feed/paging.ts';
import { defineCall } from '../../../core/engine/http/call.ts';
import { useCall } from '../../../core/engine/render/use-call.ts';
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

interface SourceParams {
  category: string | null;
  panel: string | null;
}

/** What the source's answer gives: the value to edit and its note, or no such panel in the category. */
type SourceAnswer = { value: unknown; note: { key: Key; params: Record<string, string> } | null } | { missingPanel: true };

/** The editor's live source, in preview (drafts): theirs alone, never on the server. */
const cmsSourceCall = defineCall<SourceParams, SourceAnswer>({
  name: 'playground source',
  path: ({ category }) => (category ? COMPOSITE_PATH : LOAD_MORE_PATH),
  request: ({ category, panel }) =>
    category ? { categoryCode: category, pageSize: PLAYGROUND_PAGE_SIZE, hasAdvert: 1, preview: 1 } : { panelId: panel ?? '', pageSize: PLAYGROUND_PAGE_SIZE, hasAdvert: 1, preview: 1 },
  read: (answer, { category, panel }) => {
    if (!category) return { value: { id: panel, typeCode: 'core.list.content', contents: asPanels(answer) }, note: { key: 'playground.panelOnly', params: { panel: panel ?? '' } } };
    if (!panel) return { value: answer, note: null };
    const found = asPanels(answer).find((p) => String((p as { id?: unknown } | null)?.id) === panel);
    return found === undefined ? { missingPanel: true } : { value: found, note: null };
  },
  personal: true,
  notify: false,
});

/**
 * A live CMS source: a category's composite answer (one panel of it when a panel id is given too), or
 * a panel's items alone (getContentList) shown as a vertical list. In preview, so an editor sees drafts.
 */
export function useCmsSource(category: string | null, panel: string | null): CmsSource {
  const { state } = useCall(cmsSourceCall, category || panel ? { category, panel } : null);
  return useMemo((): CmsSource => {
    if (!category && !panel) return { status: 'idle' };
    if (state.status === 'loading') return state;
    if (state.status === 'failed') return { status: 'failed', key: 'playground.loadFailed', params: { message: state.error instanceof Error ? state.error.message : String(state.error) } };
    const answer = state.value;
    return 'missingPanel' in answer ? { status: 'failed', key: 'playground.noSuchPanel', params: { category: category ?? '', panel: panel ?? '' } } : { status: 'ready', ...answer };
  }, [state, category, panel]);
}
